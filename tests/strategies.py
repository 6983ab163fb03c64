"""Hypothesis strategies shared by the property tests: junk JSON, inputs built from field
specs, and the dotted paths of a spec's inputs."""

from __future__ import annotations

from collections.abc import Sequence

from calculators.spec import Field


def leaves(fields: Sequence[Field], prefix: str = "") -> list[tuple[str, Field]]:
    """Every scalar field with its dotted path (rows are skipped: their paths depend on data)."""
    out: list[tuple[str, Field]] = []
    for f in fields:
        path = f"{prefix}{f.name}"
        if f.kind == "group":
            out.extend(leaves(f.fields, path + "."))  # type: ignore[attr-defined]
        elif f.kind not in ("rows", "keyed"):
            out.append((path, f))
    return out
