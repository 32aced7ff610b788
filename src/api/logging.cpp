#include "api/logging.h"

Q_LOGGING_CATEGORY(lcApi, "billingdesk.api", QtInfoMsg)
Q_LOGGING_CATEGORY(lcAuth, "billingdesk.auth", QtInfoMsg)
