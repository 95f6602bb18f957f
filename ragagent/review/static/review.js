// Review page behaviour: reviewer name, queue rows as links, field selection, keyboard actions, API calls.
"use strict";

const reviewerInput = document.getElementById("reviewer");
if (!reviewerInput.readOnly) reviewerInput.value = localStorage.getItem("ragagent.reviewer") || "";
reviewerInput.addEventListener("change", () => localStorage.setItem("ragagent.reviewer", reviewerInput.value.trim()));

function toast(message, reasons, isError) {
  const box = document.getElementById("toast");
  box.textContent = message;
  if (reasons && reasons.length) {
    const list = document.createElement("ul");
    reasons.forEach((r) => { const li = document.createElement("li"); li.textContent = r; list.appendChild(li); });
    box.appendChild(list);
  }
  box.className = "toast" + (isError ? " error" : "");
  box.hidden = false;
  clearTimeout(toast.timer);
  toast.timer = setTimeout(() => { box.hidden = true; }, isError ? 9000 : 2500);
}

function humanAge(seconds) {
  if (seconds < 90) return seconds + " s";
  if (seconds < 5400) return Math.round(seconds / 60) + " min";
  if (seconds < 172800) return Math.round(seconds / 3600) + " h";
  return Math.round(seconds / 86400) + " d";
}

// ---- queue page
document.querySelectorAll("td.age").forEach((td) => { td.textContent = humanAge(Number(td.dataset.seconds)); });
document.querySelectorAll("tr[data-href]").forEach((tr) => {
  tr.addEventListener("click", (e) => { if (!e.target.closest("a")) location.href = tr.dataset.href; });
});

// ---- item page
const itemEl = document.getElementById("item");
if (itemEl) initItem(itemEl);

function initItem(root) {
  const docId = root.dataset.doc;
  const version = Number(root.dataset.version);
  const pageCount = Number(root.dataset.pages);
  const fields = Array.from(document.querySelectorAll("#fields .field"));
  const img = document.getElementById("page-img");
  const hl = document.getElementById("hl-label");
  const api = "/review/api/items/" + encodeURIComponent(docId);
  let selected = 0;
  let page = 1;

  let shown = 0;
  async function showPage(n, params) {
    page = Math.min(Math.max(1, n), pageCount);
    document.getElementById("page-no").textContent = page;
    const query = new URLSearchParams(params || {});
    const ticket = ++shown;
    hl.className = "hl-label";
    hl.textContent = query.has("field") || query.has("quote") ? "locating quote…" : "";
    const res = await fetch(api + "/pages/" + page + ".png?" + query.toString());
    if (ticket !== shown) return; // a newer page was asked for meanwhile
    if (!res.ok) { hl.className = "hl-label missing"; hl.textContent = "page unavailable"; return; }
    const boxes = Number(res.headers.get("X-Highlight-Boxes") || 0);
    const blob = await res.blob();
    if (ticket !== shown) return;
    if (img.src.startsWith("blob:")) URL.revokeObjectURL(img.src);
    img.src = URL.createObjectURL(blob);
    img.dataset.boxes = boxes;
    const top = res.headers.get("X-Highlight-Top");
    if (top !== null) {
      // bring the highlighted words into view, a third of the way down the viewer
      await img.decode().catch(() => null);
      if (ticket !== shown) return; // an older page must not overwrite a newer page's label
      const frame = img.parentElement;
      frame.scrollTo({ top: Math.max(0, Number(top) * img.clientHeight - frame.clientHeight / 3) });
    }
    if (query.has("field") || query.has("quote")) {
      hl.className = "hl-label " + (boxes ? "found" : "missing");
      hl.textContent = boxes ? "quote highlighted (" + boxes + " words)" : "quote not found on this page";
    }
  }

  function showField(li) {
    const p = Number(li.dataset.page) || page;
    if (li.dataset.quote) showPage(p, { field: li.dataset.field });
    else { showPage(p); hl.textContent = "no quote for this field"; }
  }

  function select(i, scroll) {
    selected = (i + fields.length) % fields.length;
    fields.forEach((li, j) => li.classList.toggle("selected", j === selected));
    const li = fields[selected];
    if (scroll !== false) li.scrollIntoView({ block: "nearest", behavior: "smooth" });
    li.focus({ preventScroll: true });
    history.replaceState(null, "", "#" + li.dataset.field);
    showField(li);
  }

  function reviewer() {
    const name = reviewerInput.value.trim();
    if (!name) {
      reviewerInput.classList.add("missing");
      reviewerInput.focus();
      toast("Enter your reviewer name first (top right).", null, true);
      return null;
    }
    reviewerInput.classList.remove("missing");
    localStorage.setItem("ragagent.reviewer", name);
    return name;
  }

  async function post(path, body) {
    const who = reviewer();
    if (!who) return null;
    const res = await fetch(api + path, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Reviewer": encodeURIComponent(who) },
      body: JSON.stringify(Object.assign({ version: version }, body)),
    });
    const data = await res.json().catch(() => ({}));
    if (res.ok) return { ok: true, data: data };
    const detail = data.detail;
    if (res.status === 409) {
      toast("Someone changed this item meanwhile: " + detail + " — reloading.", null, true);
      setTimeout(() => location.reload(), 2500);
      return { ok: false };
    }
    if (detail && detail.reasons) return { ok: false, refused: true, message: detail.message, reasons: detail.reasons };
    const msg = Array.isArray(detail) ? detail.map((d) => d.loc.slice(-1)[0] + ": " + d.msg).join("; ") : detail;
    toast("Not saved: " + (msg || res.statusText), null, true);
    return { ok: false };
  }

  function openForm(li, mode, refusal) {
    const form = li.querySelector("form.decide");
    form.className = "decide mode-" + mode;
    form.dataset.mode = mode;
    form.hidden = false;
    const box = form.querySelector(".refusal");
    box.hidden = !refusal;
    if (refusal) {
      box.textContent = refusal.message.split(":")[0] + ":";
      const list = document.createElement("ul");
      refusal.reasons.forEach((r) => { const item = document.createElement("li"); item.textContent = r; list.appendChild(item); });
      box.appendChild(list);
    }
    if (mode === "correct" && !form.printed.value) {
      form.printed.value = li.dataset.printed;
      form.quote.value = li.dataset.quote;
      form.page.value = li.dataset.page || page;
    }
    (mode === "correct" ? form.printed : form.comment).focus();
  }

  function closeForms() {
    fields.forEach((li) => { li.querySelector("form.decide").hidden = true; });
    fields[selected].focus({ preventScroll: true });
  }

  async function decide(li, mode, extra) {
    const result = await post("/fields/" + encodeURIComponent(li.dataset.field) + "/" + mode, extra || {});
    if (!result) return;
    if (result.ok) { location.reload(); return; }
    if (result.refused) openForm(li, mode, result);
  }

  fields.forEach((li, i) => {
    li.addEventListener("click", (e) => { if (!e.target.closest("form, button") && i !== selected) select(i, false); });
    li.querySelectorAll(".actions button").forEach((b) => {
      b.addEventListener("click", () => { select(i, false); act(b.dataset.act); });
    });
    const form = li.querySelector("form.decide");
    form.addEventListener("submit", (e) => {
      e.preventDefault();
      const body = { comment: form.comment.value.trim(), override: form.override.checked };
      if (form.dataset.mode === "correct") {
        Object.assign(body, { printed: form.printed.value.trim(), quote: form.quote.value.trim(), page: Number(form.page.value) });
      }
      decide(li, form.dataset.mode, body);
    });
    form.querySelector("[data-act=cancel]").addEventListener("click", closeForms);
    form.querySelector("[data-act=preview]").addEventListener("click", () => {
      showPage(Number(form.page.value) || page, { quote: form.quote.value });
    });
  });

  function act(what) {
    const li = fields[selected];
    if (what === "accept") decide(li, "accept");
    else if (what === "null") decide(li, "null");
    else if (what === "correct") openForm(li, "correct");
  }

  function turn(delta) { showPage(page + delta, fields[selected].dataset.quote ? { field: fields[selected].dataset.field } : {}); }
  document.getElementById("prev-page").addEventListener("click", () => turn(-1));
  document.getElementById("next-page").addEventListener("click", () => turn(1));

  async function docAction(path, body, done) {
    const result = await post(path, body);
    if (!result) return;
    if (result.ok) { toast(done); setTimeout(() => { location.href = "/review"; }, 700); }
    else if (result.refused) toast(result.message.split(":")[0], result.reasons, true);
  }
  document.getElementById("confirm").addEventListener("click", () => docAction("/confirm", {}, "Confirmed."));
  document.getElementById("postpone").addEventListener("click", () => docAction("/postpone", {}, "Postponed."));
  document.getElementById("reject").addEventListener("click", () => {
    const reason = prompt("Why is this document unusable?");
    if (reason && reason.trim()) docAction("/reject", { reason: reason.trim() }, "Rejected.");
  });

  document.addEventListener("keydown", (e) => {
    if (e.target.closest("input, textarea, select")) {
      if (e.key === "Escape") closeForms();
      return;
    }
    if (e.metaKey || e.ctrlKey || e.altKey) return;
    const keys = {
      j: () => select(selected + 1), ArrowDown: () => select(selected + 1),
      k: () => select(selected - 1), ArrowUp: () => select(selected - 1),
      a: () => act("accept"), c: () => act("correct"), n: () => act("null"),
      "[": () => turn(-1), "]": () => turn(1), Escape: closeForms,
    };
    if (keys[e.key]) { e.preventDefault(); keys[e.key](); }
  });

  const fromHash = fields.findIndex((li) => "#" + li.dataset.field === location.hash);
  const firstPending = fields.findIndex((li) => li.classList.contains("pending"));
  select(fromHash >= 0 ? fromHash : Math.max(0, firstPending), false);
}
