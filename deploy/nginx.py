"""Run Debian's nginx in front of `croupier serve` processes, without root.

    python3 deploy/nginx.py --site site --listen 127.0.0.1:8080 \\
        --upstream 127.0.0.1:8001 --upstream 10.0.0.7:8000 [--prefix .nginx] [--check]

Fills deploy/nginx.conf and deploy/croupier.conf into PREFIX (with its logs/ and tmp/), then
becomes `nginx -p PREFIX -c PREFIX/nginx.conf` in the foreground; ``--check`` only tests the
configuration. Standard library only: it runs on a machine that has no Croupier installed.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

DEPLOY_DIR = Path(__file__).resolve().parent
NGINX = "/usr/sbin/nginx"
"""Where Debian's nginx package puts it (outside a non-root user's PATH)."""
ADDRESS = re.compile(r"^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\]):[0-9]{1,5}$")
"""HOST:PORT as nginx's `server` takes it: a name, IPv4 or [IPv6], and a port; nothing else."""
LISTEN = re.compile(r"^(?:(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\]):)?[0-9]{1,5}$")
UNSAFE = re.compile(r'["$;{}\\\s]')
"""Characters that would end or change an nginx directive if put in a path."""


class SetupError(ValueError):
    """An argument that would not make a working configuration."""


def arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--site", type=Path, required=True, help="the built site (croupier build --site-dir)")
    parser.add_argument("--upstream", action="append", required=True, metavar="HOST:PORT",
                        help="a `croupier serve` process; repeat for each")
    parser.add_argument("--listen", default="127.0.0.1:8080", help="where guests connect (default 127.0.0.1:8080)")
    parser.add_argument("--prefix", type=Path, default=Path(".nginx"),
                        help="nginx's writable directory: configuration, pid, logs, temp files (default .nginx)")
    parser.add_argument("--nginx", default=os.environ.get("CROUPIER_NGINX") or shutil.which("nginx") or NGINX)
    parser.add_argument("--check", action="store_true", help="only test the configuration (nginx -t)")


def write_configuration(prefix: Path, site: Path, listen: str, upstreams: list[str]) -> Path:
    """The two files filled into ``prefix``; returns the main one."""
    site = site.resolve()
    if not (site / "index.html").is_file():
        raise SetupError(f"{site} holds no built site (no index.html): run croupier build first")
    if UNSAFE.search(str(site)):
        raise SetupError(f"{site}: a site path with quotes, $, ;, braces, backslashes or spaces")
    if not LISTEN.match(listen):
        raise SetupError(f"--listen {listen!r}: give PORT or HOST:PORT")
    for upstream in upstreams:
        if not ADDRESS.match(upstream):
            raise SetupError(f"--upstream {upstream!r}: give HOST:PORT")
    servers = "\n    ".join(f"server {upstream} max_fails=1 fail_timeout=10s;" for upstream in upstreams)
    site_conf = (DEPLOY_DIR / "croupier.conf").read_text(encoding="utf-8")
    site_conf = (site_conf.replace("@LISTEN@", listen).replace("@SITE_ROOT@", str(site))
                 .replace("@UPSTREAM_SERVERS@", servers))
    prefix = prefix.resolve()
    for directory in ("logs", "tmp"):
        (prefix / directory).mkdir(parents=True, exist_ok=True)
    (prefix / "croupier.conf").write_text(site_conf, encoding="utf-8")
    main_conf = prefix / "nginx.conf"
    shutil.copyfile(DEPLOY_DIR / "nginx.conf", main_conf)
    return main_conf


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="deploy/nginx.py", description=__doc__.split("\n", 1)[0])
    arguments(parser)
    args = parser.parse_args(argv)
    try:
        conf = write_configuration(args.prefix, args.site, args.listen, args.upstream)
    except SetupError as exc:
        print(f"deploy/nginx.py: {exc}", file=sys.stderr)
        return 2
    prefix = conf.parent
    # -e: nginx opens its error log before reading the configuration; Debian's default is root's.
    command = [args.nginx, "-p", f"{prefix}/", "-c", str(conf), "-e", str(prefix / "logs" / "error.log")]
    if os.geteuid() == 0:
        # Started by root, nginx's workers would run as nobody, who may not read the site: they run
        # as its owner instead (Debian's own service, with the filled croupier.conf, is the root way).
        import pwd

        command += ["-g", f"user {pwd.getpwuid(args.site.resolve().stat().st_uid).pw_name};"]
    if args.check:
        return subprocess.run([*command, "-t"], check=False).returncode
    print(f"deploy/nginx.py: nginx on {args.listen} in front of {', '.join(args.upstream)}; "
          f"logs in {prefix / 'logs'}", file=sys.stderr)
    os.execv(args.nginx, command)  # nginx itself, so that its master process is the one started


if __name__ == "__main__":
    sys.exit(main())
