#include "domain/logging.h"

Q_LOGGING_CATEGORY(lcDomain, "billingdesk.domain", QtInfoMsg)
