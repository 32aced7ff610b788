#include "sandbox/logging.h"

Q_LOGGING_CATEGORY(lcSandbox, "billingdesk.sandbox", QtInfoMsg)
