#!/usr/bin/env python3
"""Independent conformance client for the Billing Desk sandbox.

Written from the service API specification (service-api.md) and the
documented sandbox choices only; it does not look at the implementation.

Usage:  python3 spec_client.py /path/to/billing-desk-sandbox [-v]

The script starts the sandbox with "--port 0 --token-lifetime 3", runs every
check over HTTP (http.client, 10 s timeout per request), stops the process
again, prints one line per failed check and ends with "N passed, M failed".
Exit code 0 only when no check failed.  Python 3 standard library only.
"""

import queue
import re
import subprocess
import sys
import threading
import time
import traceback

sys.dont_write_bytecode = True  # the sibling modules below must not leave caches in the source tree

from spec_admin import sec_invoices, sec_query, sec_webhook_shapes, sec_webhooks_and_tenant  # noqa: E402
from spec_auth import sec_auth, sec_expiry  # noqa: E402
from spec_catalog import sec_isolation, sec_products  # noqa: E402
from spec_common import ACME_KEY, RUNTIME_BUDGET, START, R, Http, check  # noqa: E402
from spec_contacts import sec_contacts  # noqa: E402
from spec_sandbox import (sec_control_and_stats, sec_faults, sec_final_stats,  # noqa: E402
                          sec_hostile_transfers, sec_requests)

# ---------------------------------------------------------------------------
# Process management and main
# ---------------------------------------------------------------------------


def start_service(exe):
    proc = subprocess.Popen([exe, "--port", "0", "--token-lifetime", "3"],
                            stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL)
    lines = queue.Queue()

    def pump():
        try:
            for raw in iter(proc.stdout.readline, b""):
                lines.put(raw.decode("utf-8", "replace").rstrip("\r\n"))
        except Exception:
            pass
        lines.put(None)

    threading.Thread(target=pump, daemon=True).start()
    port, demo_key, seen = None, None, []
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline and (port is None or demo_key is None):
        try:
            line = lines.get(timeout=max(0.05, deadline - time.monotonic()))
        except queue.Empty:
            break
        if line is None:
            break
        seen.append(line)
        m = re.search(r"Billing Desk sandbox listening on http://127\.0\.0\.1:(\d+)\s*$", line)
        if m:
            port = int(m.group(1))
        m = re.search(r"Demo API key \(tenant acme\): (\S+)\s*$", line)
        if m:
            demo_key = m.group(1)
    return proc, port, demo_key, seen


def main():
    args = [a for a in sys.argv[1:] if a != "-v"]
    R.verbose = "-v" in sys.argv[1:]
    if len(args) != 1:
        print("usage: spec_client.py PATH/TO/billing-desk-sandbox [-v]", file=sys.stderr)
        return 2
    proc = None
    try:
        try:
            proc, port, demo_key, seen = start_service(args[0])
        except OSError as e:
            check("startup.process_starts", False, "the executable starts", str(e))
            port, demo_key, seen = None, None, []
        check("startup.listening_line", port is not None,
              'stdout line "Billing Desk sandbox listening on http://127.0.0.1:PORT"', seen)
        check("startup.demo_api_key_line", demo_key == ACME_KEY,
              'stdout line "Demo API key (tenant acme): %s"' % ACME_KEY, seen)
        if port is not None:
            h = Http("127.0.0.1", port)
            sections = [sec_control_and_stats, sec_auth, sec_products, sec_isolation, sec_contacts,
                        sec_query, sec_invoices, sec_webhooks_and_tenant, sec_webhook_shapes, sec_expiry,
                        sec_faults, sec_hostile_transfers, sec_requests, sec_final_stats]
            for sec in sections:
                if time.monotonic() - START > RUNTIME_BUDGET:
                    check("runtime.budget %s" % sec.__name__, False,
                          "section run within %d s" % RUNTIME_BUDGET, "skipped: out of time")
                    continue
                try:
                    sec(h)
                except Exception:  # noqa: BLE001 - report and carry on with the next section
                    check("section.%s.completed" % sec.__name__, False, "no client-side exception",
                          traceback.format_exc(limit=3))
            try:
                h.call("DELETE", "/_sandbox/faults", timeout=3)
            except Exception:
                pass
    finally:
        if proc is not None:
            try:
                proc.kill()
                proc.wait(timeout=5)
            except Exception:
                pass
    print("%d passed, %d failed" % (R.passed, R.failed), flush=True)
    return 0 if R.failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
