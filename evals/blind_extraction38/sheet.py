"""A line-by-line page writer for the blind_extraction38 builders.  Every call
draws one printed line (label and value spans on one baseline, in reading
order) and returns the whitespace-joined text of that line, which is what the
checker sees in page.get_text(); builders use the returned strings as quotes."""

from layout import GREY


class Sheet:
    def __init__(self, p, x=50, xr=562, top=60, size=9, lead=None):
        self.p, self.x, self.xr, self.top, self.size = p, x, xr, top, size
        self.lead = lead or size * 1.45
        self.y = top
        p.new_page()

    @property
    def page(self):
        return self.p.pages

    def new_page(self):
        self.p.new_page()
        self.y = self.top

    def skip(self, h):
        self.y += h

    def t(self, s, size=None, bold=False, x=None, align="l", color=(0, 0, 0)):
        """One line of text."""
        size = size or self.size
        x = self.x if x is None else x
        if align == "r" and x == self.x:
            x = self.xr
        if align == "c" and x == self.x:
            x = self.p.w / 2
        self.p.text(x, self.y, s, size, bold, align=align, color=color)
        self.y += max(self.lead, size * 1.3)
        return s

    def kv(self, k, v, xv=None, bold=False, size=None):
        """Label at the left margin, value right-aligned at xr (or left-aligned at xv)."""
        size = size or self.size
        self.p.text(self.x, self.y, k, size, bold, color=(0, 0, 0) if bold else GREY)
        if xv is None:
            self.p.text(self.xr, self.y, v, size, bold, align="r")
        else:
            self.p.text(xv, self.y, v, size, bold)
        self.y += self.lead
        return f"{k} {v}"

    def row(self, cells, size=None, bold=False, lead=None):
        """cells: (x, text[, align]); empty texts are skipped."""
        size = size or self.size
        out = []
        for c in cells:
            if not c[1]:
                continue
            self.p.text(c[0], self.y, c[1], size, bold, align=c[2] if len(c) > 2 else "l")
            out.append(c[1])
        self.y += lead or self.lead
        return " ".join(out)

    def rule(self, w=0.5):
        self.p.hline(self.y - self.size - 1, self.x - 4, self.xr + 4, w)

    def para(self, s, size=None, bold=False, w=None, gap=4):
        """Word-wrapped paragraph; returns the lines drawn."""
        size = size or self.size
        from pdfkit import width

        w = w or (self.xr - self.x)
        out, cur = [], ""
        for wd in s.split(" "):
            trial = (cur + " " + wd).strip()
            if cur and width(trial, size, bold, self.p.face, self.p.ttf) > w:
                out.append(cur)
                cur = wd
            else:
                cur = trial
        if cur:
            out.append(cur)
        for ln in out:
            if self.y > self.p.h - 60:
                self.new_page()
            self.t(ln, size, bold)
        self.y += gap
        return out
