#!/usr/bin/env python
"""Debugging aid: print the whitespace-collapsed page text the checker sees.

usage: dump_text.py DIR [doc_id-substring]"""

import os
import sys

from check_labels import load_pages

d = sys.argv[1]
sub = sys.argv[2] if len(sys.argv) > 2 else ""
for f in sorted(os.listdir(os.path.join(d, "raw"))):
    if sub in f:
        for i, t in enumerate(load_pages(os.path.join(d, "raw", f)), 1):
            print(f"==== {f} page {i}\n{t}\n")
