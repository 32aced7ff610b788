#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

#include <vector>

namespace bd::json {

// Streams JSON text. Numbers and nested values can be written from their exact raw text,
// so decimals and unknown fields survive a decode/encode round trip unchanged.
class Writer
{
public:
    explicit Writer(bool indented = false) : m_indented(indented) {}

    void beginObject();
    void endObject();
    void beginArray();
    void endArray();
    void key(QStringView name);
    void key(QByteArrayView latin1Name);
    void rawKey(QByteArrayView jsonString); // a member name as JSON text, quotes and escapes as sent

    void null();
    void boolean(bool v);
    void integer(qint64 v);
    void string(QStringView v);
    void raw(QByteArrayView jsonText); // an already valid JSON value, written as is

    const QByteArray &data() const { return m_out; }
    QByteArray take() { return std::move(m_out); }

    static void appendQuoted(QByteArray &out, QStringView text);

private:
    void beforeValue();
    void newline();
    QByteArray m_out;
    std::vector<bool> m_first; // per open container: no element written yet
    bool m_afterKey = false;
    bool m_indented;
};

// Re-indents (or compacts) any valid JSON text; returns the input unchanged when it is not JSON.
QByteArray reformat(QByteArrayView json, bool indented);

} // namespace bd::json
