"""Split a composite PDF into its documents; each section's own PDF is written to --out.

    python3 split.py scans-of-the-day.pdf --out sections/
    python3 split.py scans-of-the-day.pdf --type invoice     # and read each section with the invoice schema
"""
import argparse
import base64
import os

from docintel import call, main, process, show


def run(argv):
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("pdf", help="a composite PDF")
    parser.add_argument("--out", default="sections", help="directory for the section PDFs (default: sections)")
    parser.add_argument("--type", help="a catalog type: extract each section with its schema")
    args = parser.parse_args(argv)
    fields = {"split": {"mode": "auto", "return_files": True}}
    if args.type:
        fields["output_schema"] = call("GET", f"/v1/schemas/{args.type}/latest")["schema"]
    envelope = process(args.pdf, **fields)
    os.makedirs(args.out, exist_ok=True)
    sections = []
    for doc in envelope["documents"]:
        path = os.path.join(args.out, f"section-{doc['index'] + 1}-pages-{doc['pages'][0]}-{doc['pages'][1]}.pdf")
        with open(path, "wb") as handle:
            handle.write(base64.b64decode(doc["pdf_base64"]))
        sections.append({"index": doc["index"], "pages": doc["pages"], "doc_type": doc["doc_type"],
                         "confidence": doc["confidence"], "file": path, "result": doc["result"]})
    show({"sections": sections, "pages": envelope["usage"]["pages"], "warnings": [w["code"] for w in envelope["warnings"]]})


if __name__ == "__main__":
    main(run)
