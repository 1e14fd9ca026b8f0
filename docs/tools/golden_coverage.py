#!/usr/bin/env python3
"""Prints which golden case covers each kind of generated file, per preset x access level x testing framework.

Usage: python3 docs/tools/golden_coverage.py [GOLDEN_FOLDER]

A case covers a file it stores in expected/; a case that compares a file with another case's stored copy
(`shared=OWNER:GLOBS` in its options) covers it too, shown as `case<OWNER`.
"""
import fnmatch
import os
import sys

GOLDEN = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", "..", "Tests/GeneratorsTests/Golden")
KINDS = ["model", "dto/mapper", "repository", "use case", "factory", "view model", "view", "tests",
         "test support", "support", "root", "root patch"]

SUPPORT = {
    "clean": ["Support/*"],
    "screen": ["Support/*", "Presentation/ViewState.swift", "Presentation/Subviews/ErrorView.swift"],
    "layered": ["Manager/Model/APIError.swift", "Manager/Interface/HTTPClient.swift",
                "Manager/Implementation/URLSessionHTTPClient.swift", "Component/ErrorView.swift"],
    "mvvm": ["Services/APIClient.swift", "Services/APIClientProtocol.swift", "Services/APIError.swift",
             "Services/EmptyResponse.swift", "Services/HTTPRequest.swift", "Services/PaginatedResponse.swift"],
}


def kind(preset, module, path, patched):
    name = os.path.basename(path)
    if path in ("RootView.swift", "MainView.swift"):
        return "root patch" if patched else "root"
    if any(fnmatch.fnmatchcase(path, g) for g in SUPPORT[preset]):
        return "support"
    if path.startswith("Tests/Support/") or path in (f"{module}Tests/APIClientTests.swift", f"{module}Tests/MockAPIClient.swift"):
        return "test support"
    if path.startswith("Tests/") or path.startswith(f"{module}Tests/"):
        return "tests"
    if name.endswith("ViewModel.swift"):
        return "view model"
    if name.endswith("View.swift") or name.endswith("Content.swift"):
        return "view"
    if name.endswith("DTOs.swift") or name.endswith("Mapper.swift"):
        return "dto/mapper"
    if name.endswith("UseCase.swift") or name.endswith("UseCaseProtocol.swift"):
        return "use case"
    if "Factory" in name:
        return "factory"
    if "Repository" in name or "Manager" in name or path.startswith("Services/APIClient+"):
        return "repository"
    return "model"


def options(case):
    lines = []
    path = os.path.join(GOLDEN, case, "options")
    if os.path.exists(path):
        for line in open(path).read().splitlines():
            if "=" in line:
                lines.append(tuple(line.split("=", 1)))
    return lines


def stored(case):
    base = os.path.join(GOLDEN, case, "expected")
    return sorted(os.path.relpath(os.path.join(r, f), base) for r, _, fs in os.walk(base) for f in fs)


def main():
    cases = sorted(c for c in os.listdir(GOLDEN) if not c.startswith("."))
    table = {}
    for case in cases:
        opts = options(case)
        get = dict(opts)
        combo = (get.get("preset", "clean"), get.get("accessLevel", "internal"), get.get("testing", "swift-testing"))
        module = get.get("module", "App")
        patched = os.path.isdir(os.path.join(GOLDEN, case, "seed"))
        covered = [(p, case) for p in stored(case)]
        for key, value in opts:
            if key == "shared":
                owner, globs = value.split(":", 1)
                covered += [(p, f"{case}<{owner}") for p in stored(owner)
                            if any(fnmatch.fnmatchcase(p, g) for g in globs.split(","))]
        for path, label in covered:
            cell = table.setdefault(combo, {}).setdefault(kind(combo[0], module, path, patched), [])
            if label not in cell:
                cell.append(label)
    total = sum(len(stored(c)) for c in cases)
    print(f"{len(cases)} cases, {total} expected files")
    for combo in sorted(table):
        print(f"\n{' / '.join(combo)}")
        for k in KINDS:
            print(f"  {k:13} {', '.join(table[combo].get(k, [])) or '-'}")


main()
