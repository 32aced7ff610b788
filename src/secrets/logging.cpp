#include "secrets/logging.h"

Q_LOGGING_CATEGORY(lcSecrets, "billingdesk.secrets", QtInfoMsg)
