"""Registry match: the article numbers of a document's items checked against a CSV/XLS/XLSX registry.

    python3 registry_match.py invoice.pdf registry.csv --key-column sku
    python3 registry_match.py order.md catalogue.xlsx --key-column Артикул --values-from "items[].article"

The registry travels with the request and is not stored (20 MB at most).
"""
import argparse

from docintel import main, process, show

SCHEMA = {
    "type": "object",
    "properties": {
        "items": {"type": "array", "title": "Позиции", "items": {"type": "object", "properties": {
            "article": {"type": "string", "title": "Артикул"},
            "name": {"type": "string", "title": "Наименование"},
            "quantity": {"type": "number", "title": "Количество"},
        }}},
    },
}


def run(argv):
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("document", help="a PDF, office file, image or XML; a .md or .txt file is sent as text")
    parser.add_argument("registry", help="the registry: .csv, .xls or .xlsx")
    parser.add_argument("--key-column", required=True, help="the registry column holding the identifiers")
    parser.add_argument("--values-from", default="items[].article", help="the result path of the values (default items[].article)")
    args = parser.parse_args(argv)
    envelope = process(args.document, files={"registry": args.registry}, output_schema=SCHEMA,
                       match={"key_column": args.key_column, "values_from": args.values_from})
    show({"match": envelope["match"], "items": (envelope["result"] or {}).get("items"),
          "warnings": [w["code"] for w in envelope["warnings"]]})


if __name__ == "__main__":
    main(run)
