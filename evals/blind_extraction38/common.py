"""Registry, label entries and arithmetic checks shared by the builders."""

import os
from decimal import Decimal

REGISTRY = []


def doc(doc_id, doc_type, title):
    """Register a builder.  The builder returns (pdf, fields, notes, sums) where
    fields maps every contract field to F(...) or NULL() and sums is a list of
    SUM(...) identities that check_labels.py re-verifies against the PDF."""

    def deco(fn):
        REGISTRY.append((doc_id, doc_type, title, fn))
        return fn

    return deco


def F(value, page, quote):
    """A hand-written label entry: normalized value, 1-based page, verbatim quote."""
    return {"value": value, "page": page, "quote": quote}


def NULL():
    return {"value": None, "page": None, "quote": None}


def T(what, value, page, quote):
    """A printed figure that is not a contract field (a discount, a deposit, a
    carried-forward subtotal ...), used as a term of a SUM.  Same rules as a
    label: whole currency units, verbatim quote on that page."""
    return {"what": what, "value": value, "page": page, "quote": quote}


def SUM(name, terms, equals):
    """An identity  sum(sign * term) == equals.  terms: list of (sign, ref);
    a ref is a contract field name (its label value is used) or a T(...)."""

    def ref(r):
        return {"field": r} if isinstance(r, str) else dict(r)

    return {
        "name": name,
        "terms": [dict(sign=s, **ref(r)) for s, r in terms],
        "equals": ref(equals),
    }


def same(label_value, computed, what=""):
    """Guard: the hand-written label value must equal what the document prints.
    (With BLIND38_LEARN=1 in the environment, mismatches are printed instead of
    raised; for writing new builders only.)"""
    if label_value is None or Decimal(str(label_value)) != Decimal(str(computed)):
        if os.environ.get("BLIND38_LEARN"):
            print(f"  LEARN {what}={computed},")
            return
        raise AssertionError(f"{what}: label {label_value!r} != document {computed!r}")
