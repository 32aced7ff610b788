#pragma once

// How a JSON value whose shape the spec does not show reads on one line of a table or tree
// (webhook endpoints, tenant details): nothing hidden, nothing invented.

#include <QByteArrayView>
#include <QString>

namespace bd::models {

// Strings unquoted, numbers and booleans as sent, null as "null", a list as "a, b", a list of
// objects by each one's name-like field (name, key, id, …; else its compact JSON), an object
// as "k=v, k2=v2"; lists and objects nested inside are bracketed ("[1, 2]", "{k=v}") so the
// levels stay readable. An empty list is "[]", an empty object "{}". Invalid JSON comes back as
// its text.
QString summarizeJson(QByteArrayView rawJson);

// For an entry that should have been a record: what arrived instead ("a number (42)", "null").
QString describeJsonValue(QByteArrayView rawJson);

} // namespace bd::models
