"""Checks YAML schemas (already converted to JSON) against Schemas/storegen.schema.json.

Driven by JSONSchemaSyncTests.swift: `python3 JSONSchemaCheck.py REQUEST RESPONSE`.

REQUEST is a JSON file: {"schema": PATH, "instances": [{"name": STR, "instance": ANY}, ...]}.
RESPONSE is written as:
{"schemaProblems": [STR], "results": [{"name": STR, "errors": [STR], "draft7Errors": [STR]}]}.
schemaProblems lists what makes the JSON Schema itself invalid against the draft
2020-12 (and draft 7) metaschema; each result lists why one instance is rejected
(empty when accepted) under draft 2020-12, which the schema declares, and under
draft 7, which is what yaml-language-server (the editors' validator) implements.

Exit status: 0 when RESPONSE was written, 3 when the jsonschema package is missing
or too old (the reason is on stderr), anything else on a crash.
"""

import json
import sys

try:
    import jsonschema
    from jsonschema import Draft7Validator, Draft202012Validator
except ImportError as error:
    sys.stderr.write(
        "python3 cannot import jsonschema with draft 2020-12 support (%s); "
        "install it with `python3 -m pip install jsonschema`\n" % error
    )
    sys.exit(3)


def location(error):
    """The instance path of an error as a JSON pointer, `/` for the whole document."""
    return "/" + "/".join(str(part) for part in error.absolute_path)


def describe(error):
    """One line per error, short enough to read in a test failure."""
    message = " ".join(error.message.split())
    if len(message) > 240:
        message = message[:240] + "..."
    return "%s: %s" % (location(error), message)


def errors_of(validator, instance):
    errors = sorted(validator.iter_errors(instance), key=lambda e: list(map(str, e.absolute_path)))
    return [describe(e) for e in errors]


def main(request_path, response_path):
    with open(request_path, encoding="utf-8") as request_file:
        request = json.load(request_file)
    with open(request["schema"], encoding="utf-8") as schema_file:
        schema = json.load(schema_file)

    schema_problems = []
    for draft, validator_class in (("draft 2020-12", Draft202012Validator), ("draft 7", Draft7Validator)):
        try:
            validator_class.check_schema(schema)
        except jsonschema.exceptions.SchemaError as error:
            schema_problems.append("%s metaschema: %s" % (draft, describe(error)))

    results = []
    if not schema_problems:
        current = Draft202012Validator(schema)
        editors = Draft7Validator(schema)
        for item in request["instances"]:
            results.append({
                "name": item["name"],
                "errors": errors_of(current, item["instance"]),
                "draft7Errors": errors_of(editors, item["instance"]),
            })

    with open(response_path, "w", encoding="utf-8") as response_file:
        json.dump({"schemaProblems": schema_problems, "results": results}, response_file)


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.stderr.write("usage: python3 JSONSchemaCheck.py REQUEST RESPONSE\n")
        sys.exit(2)
    main(sys.argv[1], sys.argv[2])
