#!/usr/bin/env bash
# Build the ragagent image and prove it works with the network off; write evals/results/docker_smoke_*.json.
#
# From nothing to a smoke-tested image in one command (heavy: run it under the shared lock here):
#   flock /tmp/ragagent-heavy.lock bash scripts/docker_smoke.sh
# Steps: the offline base image (scripts/container_base.sh, skipped when present) → `podman build`
# → a work directory with a generated PDF → `ragagent run --skip-extract` in a container with
# --network none → `ragagent serve` (the image's CMD) with --network none, then from inside it:
# /health, the image's HEALTHCHECK, a /search hit, an /ask refusal, an /ask the local LLM answers or
# refuses by its own checks, and every module's `--selftest`.
# Environment: ENGINE (podman), IMAGE (localhost/ragagent:smoke), WHEELS (/opt/wheels: the folder with
# the pinned CPU torch wheel; with full internet use an empty folder and TORCH_INDEX, see Dockerfile),
# FRESH=1 (rebuild the base image and build without the layer cache: the from-nothing time).
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/container/podman_env.sh
ENGINE=${ENGINE:-podman}
IMAGE=${IMAGE:-localhost/ragagent:smoke}
WHEELS=${WHEELS:-/opt/wheels}
NAME=ragagent-smoke-$$
t_start=$(date +%s)
stamp=$(date -u +%Y%m%d_%H%M%S)
results=evals/results/docker_smoke_${stamp}.json
work=$(mktemp -d /tmp/ragagent-smoke.XXXXXX)
checks=$work/checks.jsonl
cleanup() {
  "$ENGINE" rm -f "$NAME" >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT
record() {  # record NAME OK DETAIL
  python3 -c 'import json,sys; print(json.dumps({"check": sys.argv[1], "ok": sys.argv[2] == "1", "detail": sys.argv[3][:400]}))' \
    "$1" "$2" "$3" >>"$checks"
  if [ "$2" = 1 ]; then echo "smoke: ok   $1"; else echo "smoke: FAIL $1: $3"; fi
}
finish() {
  local code=$1 total=$(( $(date +%s) - t_start ))
  python3 - "$checks" "$results" "$IMAGE" "$total" "${build_s:-0}" "${image_size:-0}" "$($ENGINE --version)" \
    "${base_s:-0}" "${FRESH:-0}" <<'PY'
import json, sys
from pathlib import Path
checks_file, out, image, total, build_s, size, engine, base_s, fresh = sys.argv[1:]
checks = [json.loads(l) for l in Path(checks_file).read_text().splitlines() if l.strip()] if Path(checks_file).exists() else []
passed = sum(c["ok"] for c in checks)
doc = {"image": image, "engine": engine, "network_at_run_time": "none", "fresh": fresh == "1",
       "base_image_seconds": int(base_s), "build_seconds": int(build_s),
       "total_seconds": int(total), "image_bytes": int(size), "passed": passed, "failed": len(checks) - passed,
       "ok": bool(checks) and passed == len(checks), "checks": checks}
Path(out).write_text(json.dumps(doc, indent=2) + "\n")
print(f"smoke: {passed}/{len(checks)} checks passed in {total} s (build {build_s} s) -> {out}")
PY
  exit "$code"
}

# 1. Base image and build.
t_base=$(date +%s)
FORCE=${FRESH:-0} bash scripts/container_base.sh
base_s=$(( $(date +%s) - t_base ))
[ -d "$WHEELS" ] || { echo "smoke: wheels folder $WHEELS not found" >&2; exit 2; }
t_build=$(date +%s)
if "$ENGINE" build --format docker --network host "${PODMAN_ULIMITS[@]}" \
    $([ "${FRESH:-0}" = 1 ] && echo --no-cache) --build-context "wheels=$WHEELS" ${TORCH_INDEX:+--build-arg "TORCH_INDEX=$TORCH_INDEX"} \
    -t "$IMAGE" . >"$work/build.log" 2>&1; then
  build_s=$(( $(date +%s) - t_build ))
  image_size=$("$ENGINE" image inspect "$IMAGE" --format '{{.Size}}')
  record build 1 "built in ${build_s} s, $(( image_size / 1000000 )) MB"
else
  build_s=$(( $(date +%s) - t_build ))
  record build 0 "$(tail -5 "$work/build.log" | tr '\n' ' ')"
  cp "$work/build.log" "/tmp/ragagent-smoke-build-${stamp}.log"
  finish 1
fi
user=$("$ENGINE" image inspect "$IMAGE" --format '{{.Config.User}}')
[ -n "$user" ] && [ "$user" != root ] && [ "$user" != 0 ] && record non_root_user 1 "$user" || record non_root_user 0 "user=${user:-<none>}"

# 2. A work directory with one generated statement PDF, listed in a manifest (sha256 checked).
data=$work/data
mkdir -p "$data/mirror"
run=("$ENGINE" run --rm -i --no-healthcheck --network none "${PODMAN_ULIMITS[@]}" -v "$data:/data")
chown -R 10001 "$data"
"${run[@]}" "$IMAGE" python - <<'PY'
import hashlib, pymupdf
doc = pymupdf.open()
lines = [
    "Smoke Test Industries, Inc.  Annual Report  Fiscal Year 2023",
    "Consolidated Statements of Operations (in millions of U.S. dollars)",
    "                                   Fiscal 2023     Fiscal 2022",
    "Total revenue                        1,234.5         1,100.2",
    "Cost of revenue                        700.1           650.3",
    "Net income                             210.7           180.4",
    "Revenue grew because more customers bought our industrial valves and pumps.",
]
page = doc.new_page()
for i, line in enumerate(lines):
    page.insert_text((50, 72 + 18 * i), line, fontsize=10, fontname="cour")
doc.save("/data/mirror/smoke-10k.pdf")
sha = hashlib.sha256(open("/data/mirror/smoke-10k.pdf", "rb").read()).hexdigest()
with open("/data/manifest.csv", "w") as out:
    out.write("doc_id,doc_type,title,company,source_url,sha256\n")
    out.write(f"smoke-10k,financial_statement,Smoke 10-K,Smoke Test Industries,https://example.invalid/smoke.pdf,{sha}\n")
PY

# 3. The pipeline (download from the mirror, page text, index) with the network off.
if "${run[@]}" "$IMAGE" ragagent run --workdir /data --manifest /data/manifest.csv --mirror /data/mirror \
    --skip-extract >"$work/run.log" 2>&1; then
  record pipeline_run 1 "$(grep -c . "$work/run.log") lines of output"
else
  record pipeline_run 0 "$(tail -5 "$work/run.log" | tr '\n' ' ')"
fi

# 4. The image's own command, network off; checks run inside the container.
# (podman logs an error that it cannot start the healthcheck timer without systemd; the check itself is
# run below with `podman healthcheck run`)
"$ENGINE" run -d --name "$NAME" --network none "${PODMAN_ULIMITS[@]}" -v "$data:/data" "$IMAGE" >/dev/null 2>&1
for _ in $(seq 1 60); do
  if "$ENGINE" exec "$NAME" python -c "import urllib.request; urllib.request.urlopen('http://127.0.0.1:8000/health', timeout=3)" 2>/dev/null; then
    break
  fi
  sleep 2
done
if "$ENGINE" healthcheck run "$NAME" >/dev/null 2>&1; then
  record healthcheck 1 "podman healthcheck run: healthy"
else
  record healthcheck 0 "$("$ENGINE" logs --tail 5 "$NAME" 2>&1 | tr '\n' ' ')"
fi
"$ENGINE" exec -i "$NAME" python - >>"$checks" 2>"$work/api.err" <<'PY' || true
import json, socket, urllib.request

BASE = "http://127.0.0.1:8000"

def call(path, body=None, timeout=600):
    req = urllib.request.Request(BASE + path, data=None if body is None else json.dumps(body).encode(),
                                 headers={"content-type": "application/json"})
    with urllib.request.urlopen(req, timeout=timeout) as resp:
        return resp.status, json.loads(resp.read())

def check(name, fn):
    try:
        ok, detail = fn()
    except Exception as exc:  # noqa: BLE001 - any failure is a failed check
        ok, detail = False, f"{type(exc).__name__}: {exc}"
    print(json.dumps({"check": name, "ok": bool(ok), "detail": str(detail)[:400]}), flush=True)

def health():
    status, body = call("/health")
    return status == 200 and body["status"] == "ok", body

def network_off():
    try:
        socket.create_connection(("pypi.org", 443), timeout=5)
    except OSError as exc:
        return True, f"no route out: {exc}"
    return False, "an outside connection succeeded"

def search():
    status, body = call("/search?q=total%20revenue%20fiscal%202023&k=3")
    top = body["results"][0] if body["results"] else {}
    return status == 200 and top.get("doc_id") == "smoke-10k" and "1,234.5" in top.get("text", ""), top

def ask_refusal():
    status, body = call("/ask", {"question": "What is the best recipe for banana bread with walnuts?"})
    return status == 200 and body["refused"] and body["reason"], body.get("reason")

def ask_with_llm():
    status, body = call("/ask", {"question": "What was Smoke Test Industries' total revenue in fiscal 2023?"})
    reason = body.get("reason") or ""
    llm_broken = "no usable reply" in reason or "unavailable" in reason.lower()
    return status == 200 and not llm_broken and (body["refused"] or "1,234.5" in body["answer"]), body

for name, fn in [("health", health), ("network_off", network_off), ("search", search),
                 ("ask_refusal", ask_refusal), ("ask_local_llm", ask_with_llm)]:
    check(name, fn)
PY
tail -n 5 "$checks" | python3 -c 'import json,sys
for l in sys.stdin:
    c=json.loads(l); print("smoke:", "ok  " if c["ok"] else "FAIL", c["check"], "" if c["ok"] else c["detail"])'

# 5. Every module's self-tests, in a fresh container with the network off.
if "${run[@]}" "$IMAGE" python - >"$work/selftest.log" 2>&1 <<'PY' && [ "$(grep -c 'exit 0' "$work/selftest.log")" -gt 0 ]
import importlib, pkgutil, subprocess, sys
import ragagent
failed = 0
for info in pkgutil.walk_packages(ragagent.__path__, prefix="ragagent."):
    if info.name.endswith("__main__"):
        continue
    if not getattr(importlib.import_module(info.name), "SELFTEST_CASES", None):
        continue
    proc = subprocess.run([sys.executable, "-m", info.name, "--selftest"], capture_output=True, text=True)
    last = (proc.stdout.strip().splitlines() or ["no output"])[-1]
    print(f"{info.name}: {last} (exit {proc.returncode})")
    failed += proc.returncode != 0
print(f"{failed} module(s) failed")
sys.exit(1 if failed else 0)
PY
then
  record selftests 1 "$(grep -c 'exit 0' "$work/selftest.log") modules: $(grep -o '[0-9]*/[0-9]* passed' "$work/selftest.log" | awk -F'[/ ]' '{p+=$1; t+=$2} END {print p "/" t " cases passed"}')"
else
  record selftests 0 "$(grep -v 'exit 0' "$work/selftest.log" | tail -5 | tr '\n' ' ')"
fi
cat "$work/selftest.log"

if grep -q '"ok": false' "$checks"; then finish 1; fi
finish 0
