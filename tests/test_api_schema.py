"""schemathesis against the API's own OpenAPI spec: every response, for whatever the schema lets a
client send (and for requests that break it), is no 5xx and matches the documented schema."""

from __future__ import annotations

import schemathesis
from hypothesis import HealthCheck, settings

from assistant.chat.api import create_app

from .site_build import RULES_DIR

app = create_app(RULES_DIR, rate=1e9, burst=1_000_000_000)  # the limit has its own tests (test_web.py)
schema = schemathesis.openapi.from_asgi("/openapi.json", app)


@schema.parametrize()
@settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))
def test_api_conforms_to_its_openapi_spec(case):
    case.call_and_validate()
