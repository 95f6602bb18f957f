"""Registry and label helpers shared by the builders."""

from decimal import Decimal

REGISTRY = []


def doc(doc_id, doc_type, title):
    """Register a builder.  The builder returns (pdf, fields, notes) where fields
    maps every contract field to F(...) or NULL."""

    def deco(fn):
        REGISTRY.append((doc_id, doc_type, title, fn))
        return fn

    return deco


def F(value, page, quote):
    """A hand-written label entry: normalized value, 1-based page, verbatim quote."""
    return {"value": value, "page": page, "quote": quote}


def NULL():
    return {"value": None, "page": None, "quote": None}


def same(label_value, computed):
    """Guard: the hand-written label value must equal what the document prints."""
    if Decimal(str(label_value)) != Decimal(computed):
        raise AssertionError(f"label {label_value!r} != document {computed!r}")


def num(s):
    """Parse a printed statement figure: '1,234' / '(1,234)' / '—'."""
    s = s.strip().replace("$", "").replace(",", "").strip()
    if s in ("", "—", "-", "–"):
        return Decimal(0)
    neg = s.startswith("(") and s.endswith(")")
    s = s.strip("()")
    v = Decimal(s)
    return -v if neg else v


def tot(*vals):
    return sum((num(v) for v in vals), Decimal(0))
