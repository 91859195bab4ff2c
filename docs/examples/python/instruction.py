"""Instruction task: `prompt` + `output_schema` → `result` shaped by the schema.

    python3 instruction.py invoice.pdf
    python3 instruction.py note.md --prompt "Who signed it, and when?"

Without a configured model the built-in extractor answers what the schema asks, and the answer
says the prompt was not followed (warning `prompt_ignored`).
"""
import argparse

from docintel import main, process, show

SCHEMA = {
    "type": "object",
    "properties": {
        "number": {"type": "string", "title": "Номер", "description": "Invoice number"},
        "date": {"type": "string", "title": "Дата", "description": "Invoice date, YYYY-MM-DD"},
        "total": {"type": "number", "title": "Итого", "description": "Total amount due"},
    },
}


def run(argv):
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("document", help="a PDF, office file, image or XML; a .md or .txt file is sent as text")
    parser.add_argument("--prompt", default="Find the invoice number, its date and the total due.")
    args = parser.parse_args(argv)
    envelope = process(args.document, prompt=args.prompt, output_schema=SCHEMA)
    show({
        "result": envelope["result"],
        "extraction_status": envelope["metadata"]["extraction_status"],
        "pages": envelope["usage"]["pages"],
        "warnings": [f"{w['severity']} {w['code']} {w['field']}: {w['message']}" for w in envelope["warnings"]],
    })


if __name__ == "__main__":
    main(run)
