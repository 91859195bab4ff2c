"""Schema extraction: a catalog schema (GET /v1/schemas/{type}/latest) as `output_schema`, no prompt.

    python3 schema_extraction.py invoice.pdf
    python3 schema_extraction.py upd.pdf --type upd
"""
import argparse
import urllib.parse

from docintel import call, main, process, show


def run(argv):
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("document", help="a PDF, office file, image or XML; a .md or .txt file is sent as text")
    parser.add_argument("--type", default="invoice", help="a catalog type (see GET /v1/schemas); default invoice")
    args = parser.parse_args(argv)
    entry = call("GET", f"/v1/schemas/{urllib.parse.quote(args.type)}/latest")
    envelope = process(args.document, output_schema=entry["schema"], document_type=args.type)
    show({
        "schema": f"{entry['type']} {entry['version']} ({entry['title_en']})",
        "result": envelope["result"],
        "extraction_status": envelope["metadata"]["extraction_status"],
        "pages": envelope["usage"]["pages"],
        "warnings": [f"{w['severity']} {w['code']} {w['field']}" for w in envelope["warnings"]],
    })


if __name__ == "__main__":
    main(run)
