#include "logging.h"

Q_LOGGING_CATEGORY(lcApi, "billingdesk.api", QtInfoMsg)
