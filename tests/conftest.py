"""Shared test set-up: hypothesis profiles (HYPOTHESIS_PROFILE=thorough for a long hunt)."""

import os

from hypothesis import HealthCheck, settings

pytest_plugins = ["tests.site_build", "tests.browser"]  # the built site, shared by the tests/test_site_*.py

settings.register_profile(
    "default",
    max_examples=300,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)
settings.register_profile("thorough", parent=settings.get_profile("default"), max_examples=20_000)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))
