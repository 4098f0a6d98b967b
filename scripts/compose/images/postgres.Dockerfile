# A substitute for the official postgres:15-bookworm image where no image registry can be reached:
# Debian's own PostgreSQL 15 with the official image's interface (POSTGRES_USER, POSTGRES_PASSWORD,
# POSTGRES_DB, PGDATA, pg_isready). Built by scripts/compose/base-images.mjs.
ARG ROOT_IMAGE
FROM ${ROOT_IMAGE}
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-15 \
  && rm -rf /var/lib/apt/lists/*
ENV PATH=/usr/lib/postgresql/15/bin:$PATH PGDATA=/var/lib/postgresql/data
COPY postgres-entrypoint.sh /usr/local/bin/docker-entrypoint.sh
RUN mkdir -p "$PGDATA" /run/postgresql \
  && chown -R postgres:postgres /var/lib/postgresql /run/postgresql \
  && chmod 0700 "$PGDATA"
USER postgres
EXPOSE 5432
ENTRYPOINT ["docker-entrypoint.sh"]
CMD ["postgres"]
