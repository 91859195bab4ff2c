"""Async: start with `async: true`, get `{task_id, poll_url}` at once (HTTP 202), poll until done.

    python3 async_poll.py big-scan.pdf
    python3 async_poll.py big-scan.pdf --type upd

Results are kept for an hour after the start; a poll after that is 404 TASK_NOT_FOUND.
"""
import argparse
import sys

from docintel import call, main, process, show, wait_for


def run(argv):
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("document", help="a PDF, office file, image or XML; a .md or .txt file is sent as text")
    parser.add_argument("--type", default="invoice", help="a catalog type whose schema is extracted (default invoice)")
    args = parser.parse_args(argv)
    schema = call("GET", f"/v1/schemas/{args.type}/latest")["schema"]
    task = process(args.document, output_schema=schema, document_type=args.type, **{"async": True})
    print(f"started {task['task_id']}; polling {task['poll_url']}", file=sys.stderr)
    envelope = wait_for(task)
    show({"task_id": task["task_id"], "result": envelope["result"],
          "extraction_status": envelope["metadata"]["extraction_status"], "pages": envelope["usage"]["pages"]})


if __name__ == "__main__":
    main(run)
