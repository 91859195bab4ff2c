"""Parse only: markdown, text fragments with their pages, and tables, without any extraction.

    python3 parse_only.py contract.pdf
    python3 parse_only.py contract.pdf --markdown contract.md     # also write the markdown to a file
"""
import argparse

from docintel import main, process, show


def run(argv):
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("document", help="a PDF, office file, image or XML")
    parser.add_argument("--markdown", help="write the document's markdown to this file")
    args = parser.parse_args(argv)
    envelope = process(args.document, include=["markdown", "fragments", "tables"])
    if args.markdown:
        with open(args.markdown, "w", encoding="utf-8") as handle:
            handle.write(envelope["markdown"])
    fragments = envelope["fragments"] or []
    show({
        "pages": envelope["usage"]["pages"],
        "extraction_status": envelope["metadata"]["extraction_status"],
        "markdown_characters": len(envelope["markdown"] or ""),
        "fragments": len(fragments),
        "first_fragments": [{"page": f["page"], "text": f["text"][:80]} for f in fragments[:3]],
        "tables": None if envelope["tables"] is None else [{"pages": t["pages"], "rows": t["markdown"].count("\n") + 1} for t in envelope["tables"]],
        "warnings": [w["code"] for w in envelope["warnings"]],
    })


if __name__ == "__main__":
    main(run)
