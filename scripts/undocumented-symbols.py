#!/usr/bin/env python3
"""Lists the public declarations of the given modules that have no doc
comment, from the symbol graphs `generate-documentation` extracted; exits 1
when there is one. Symbols declared elsewhere (inherited from the standard
library, synthesized conformances) are not the modules' to document."""
import glob
import json
import os
import sys

sources = os.path.join(os.getcwd(), "Sources") + os.sep
missing = []
for module in sys.argv[1:]:
    graphs = glob.glob(f".build/*/extracted-symbols/*/{module}/{module}*.symbols.json")
    if not graphs:
        sys.exit(f"error: no symbol graph of {module}; run generate-documentation first")
    for graph in graphs:
        with open(graph) as file:
            symbols = json.load(file)["symbols"]
        for symbol in symbols:
            location = symbol.get("location")
            if not location or sources not in location["uri"] or symbol.get("docComment"):
                continue
            path = location["uri"].split(sources, 1)[1]
            line = location["position"]["line"] + 1
            name = ".".join(symbol["pathComponents"])
            missing.append(f"Sources/{path}:{line}: error: public '{name}' has no doc comment")
for entry in sorted(set(missing)):
    print(entry)
sys.exit(1 if missing else 0)
