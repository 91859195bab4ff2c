"""A small helper the examples share: the server's address and key, and /v1/process over HTTP.

Standard library only (urllib). Set DOCINTEL_URL (default http://127.0.0.1:8765) and DOCINTEL_KEY.
"""
import json
import mimetypes
import os
import sys
import time
import urllib.error
import urllib.request
import uuid

BASE_URL = os.environ.get("DOCINTEL_URL", "http://127.0.0.1:8765").rstrip("/")
API_KEY = os.environ.get("DOCINTEL_KEY", "")
TEXT_SUFFIXES = (".md", ".txt")


class ApiError(Exception):
    """An error answer: its HTTP status and the code of whichever of the three body forms it came in."""

    def __init__(self, status, body):
        self.status = status
        self.body = body
        detail = body.get("detail") if isinstance(body, dict) else None
        if isinstance(detail, dict):  # form 1: {detail: {code, message, details}}
            self.code, message = detail.get("code"), detail.get("message")
        elif isinstance(body, dict) and isinstance(body.get("error"), dict):  # form 2: {success: false, error: {...}}
            self.code, message = body["error"].get("code"), body["error"].get("message")
        else:  # form 3: {detail: "<string>"} (a missing or invalid key)
            self.code, message = None, detail if isinstance(detail, str) else str(body)
        super().__init__(f"HTTP {status}{' ' + self.code if self.code else ''}: {message}")


def call(method, path, body=None, content_type=None):
    """One request; JSON answers are decoded, anything else (a workbook) is returned as bytes."""
    headers = {"X-API-Key": API_KEY, "Accept": "application/json"}
    if content_type:
        headers["Content-Type"] = content_type
    request = urllib.request.Request(BASE_URL + path, data=body, method=method, headers=headers)
    try:
        with urllib.request.urlopen(request, timeout=600) as response:
            raw = response.read()
            if response.headers.get_content_type() == "application/json":
                return json.loads(raw)
            return raw
    except urllib.error.HTTPError as err:
        raw = err.read()
        try:
            body = json.loads(raw)
        except ValueError:
            body = {"detail": raw.decode("utf-8", "replace")}
        raise ApiError(err.code, body) from None


def multipart(fields, files):
    """A multipart/form-data body: `fields` name → str (objects and arrays as JSON strings), `files` name → path."""
    boundary = uuid.uuid4().hex
    out = bytearray()
    for name, value in fields.items():
        out += f'--{boundary}\r\nContent-Disposition: form-data; name="{name}"\r\n\r\n'.encode()
        out += (value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)).encode() + b"\r\n"
    for name, path in files.items():
        filename = os.path.basename(path)
        mime = mimetypes.guess_type(filename)[0] or "application/octet-stream"
        out += f'--{boundary}\r\nContent-Disposition: form-data; name="{name}"; filename="{filename}"\r\nContent-Type: {mime}\r\n\r\n'.encode()
        with open(path, "rb") as handle:
            out += handle.read() + b"\r\n"
    out += f"--{boundary}--\r\n".encode()
    return bytes(out), f"multipart/form-data; boundary={boundary}"


def process(source, files=None, **fields):
    """POST /v1/process. `source`: a document path; a .md or .txt file is sent as `text` instead.

    With no other file, text goes as JSON (text input); otherwise everything goes as multipart.
    """
    files = dict(files or {})
    if source.lower().endswith(TEXT_SUFFIXES):
        with open(source, encoding="utf-8") as handle:
            fields["text"] = handle.read()
    else:
        files["file"] = source
    if not files:
        return call("POST", "/v1/process", json.dumps(fields, ensure_ascii=False).encode(), "application/json")
    body, content_type = multipart(fields, files)
    return call("POST", "/v1/process", body, content_type)


def wait_for(task, interval=0.5, timeout=600):
    """Polls an async task (`{task_id, poll_url}`) until it is done or failed; returns the envelope."""
    deadline = time.monotonic() + timeout
    while True:
        poll = call("GET", task["poll_url"])
        if poll["status"] == "done":
            return poll["result"]
        if poll["status"] == "error":
            raise RuntimeError(f"task {task['task_id']} failed: {poll['error']['code']}: {poll['error']['message']}")
        if time.monotonic() > deadline:
            raise TimeoutError(f"task {task['task_id']} still processing after {timeout} s")
        progress = poll.get("progress")
        if progress:
            print(f"  {progress['stage']}: {progress['pages_done']}/{progress['pages_total']} pages", file=sys.stderr)
        time.sleep(interval)


def show(value):
    """Prints a JSON value readably (Cyrillic as it is)."""
    print(json.dumps(value, ensure_ascii=False, indent=2))


def main(run):
    """Runs an example; an API error is one readable line on stderr and exit code 1."""
    if not API_KEY:
        sys.exit("set DOCINTEL_KEY to a client key (and DOCINTEL_URL if the server is not on 127.0.0.1:8765)")
    try:
        run(sys.argv[1:])
    except ApiError as err:
        sys.exit(str(err))
