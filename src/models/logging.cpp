#include "models/logging.h"

Q_LOGGING_CATEGORY(lcModels, "billingdesk.models", QtInfoMsg)
