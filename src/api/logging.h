#pragma once

#include <QLoggingCategory>

Q_DECLARE_LOGGING_CATEGORY(lcApi)
Q_DECLARE_LOGGING_CATEGORY(lcAuth)
