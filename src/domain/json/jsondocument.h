#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

#include <functional>
#include <vector>

namespace bd::json {

enum class Type : quint8 { Null, Bool, Number, String, Array, Object };

// Where and why a text is not JSON. offset < 0 means no error.
struct ParseError
{
    qsizetype offset = -1;
    int line = 0;
    int column = 0;
    QString message;
    bool isError() const { return offset >= 0; }
    QString toString() const;
};

class Document;

// Why a JSON string cannot be taken as text without changing it.
struct TextError
{
    enum Kind : quint8 {
        None,
        NotAString,
        UnpairedSurrogate, // an escape such as \ud800 that is not half of a surrogate pair
        NotUtf8,           // bytes that are not UTF-8 (JSON text must be)
    };
    Kind kind = None;
    QByteArrayView source; // the offending escape or bytes, as they are in the document
};

// A read-only handle to one value inside a Document. Cheap to copy; valid while the Document lives.
// Numbers keep their exact source text, so decimals are never rounded through a double.
class Value
{
public:
    Value() = default;

    bool isValid() const { return m_doc != nullptr; }
    Type type() const;
    bool isNull() const { return isValid() && type() == Type::Null; }
    bool isBool() const { return isValid() && type() == Type::Bool; }
    bool isNumber() const { return isValid() && type() == Type::Number; }
    bool isString() const { return isValid() && type() == Type::String; }
    bool isArray() const { return isValid() && type() == Type::Array; }
    bool isObject() const { return isValid() && type() == Type::Object; }

    // The exact JSON text of this value (for a string: with its quotes and escapes).
    QByteArrayView raw() const;
    bool toBool() const;
    QString toString() const; // the unescaped text of a string value, for showing
    // The text of a string value exactly as sent, or false (and why) where toString() would have
    // to replace something: an unpaired surrogate escape or bytes that are not UTF-8. Use it for
    // text that may be sent back, so a value is never altered on its way through.
    bool toText(QString *out, TextError *error = nullptr) const;
    // The UTF-8 body of a string without escapes (false for other values and escaped strings).
    bool plainStringBody(QByteArrayView *out) const;
    bool toInt64(qint64 *out) const; // exact: false for fractions, exponents and overflow
    double toDouble() const;
    qsizetype size() const; // elements of an array, members of an object
    // A 64-bit hash of the value as written, read from the parsed tape: white space between
    // tokens and trailing zeros of a fraction ("240.00" is "240") do not count; strings count
    // byte for byte as sent (escapes included), keys and their order too. Stable across runs.
    quint64 fingerprint() const;

    class Iterator;
    Iterator begin() const; // arrays: each element; objects: key, value, key, value...
    Iterator end() const;

private:
    friend class Document;
    friend class ElementStream;
    friend class Iterator;
    Value(const Document *doc, quint32 index) : m_doc(doc), m_index(index) {}
    const Document *m_doc = nullptr;
    quint32 m_index = 0;
};

class Value::Iterator
{
public:
    Value operator*() const { return Value(m_doc, m_index); }
    Iterator &operator++();
    bool operator==(const Iterator &o) const { return m_index == o.m_index; }
    bool operator!=(const Iterator &o) const { return m_index != o.m_index; }

private:
    friend class Value;
    Iterator(const Document *doc, quint32 index) : m_doc(doc), m_index(index) {}
    const Document *m_doc;
    quint32 m_index;
};

// One member of an object: its key (a string Value) and its value.
struct Member
{
    Value key;
    Value value;
    QString name() const { return key.toString(); }
    QByteArrayView rawName() const; // key text without quotes (escapes not decoded)
};

// Iterates the members of an object value: for (const Member &m : members(obj)) ...
class MemberRange
{
public:
    // Anything but an object has no members (an array's elements are not key/value pairs).
    explicit MemberRange(Value object) : m_object(object.isObject() ? object : Value()) {}
    class Iterator
    {
    public:
        Member operator*() const;
        Iterator &operator++();
        bool operator!=(const Iterator &o) const { return m_it != o.m_it; }

    private:
        friend class MemberRange;
        explicit Iterator(Value::Iterator it) : m_it(it) {}
        Value::Iterator m_it;
    };
    Iterator begin() const { return Iterator(m_object.begin()); }
    Iterator end() const { return Iterator(m_object.end()); }

private:
    Value m_object;
};
inline MemberRange members(Value object)
{
    return MemberRange(object);
}

// A parsed JSON text: the bytes plus a flat pre-order tape of nodes pointing into them.
class Document
{
public:
    static constexpr int MaxDepth = 256;

    // Parses text; on failure the document is empty and error describes why.
    static Document parse(QByteArray text, ParseError *error = nullptr);
    // Parses text, handing each element of the root array (or, when the root is an object, of
    // its array member `arrayMember`) to `element` as soon as it is complete. The Value is valid
    // only during the call: the element is dropped from the tape afterwards, so a list of any
    // length costs the memory of one element. In the returned document that array is empty.
    static Document parseStreaming(QByteArray text, QByteArrayView arrayMember,
                                   const std::function<void(Value)> &element, ParseError *error = nullptr);

    bool isValid() const { return !m_nodes.empty(); }
    Value root() const { return isValid() ? Value(this, 0) : Value(); }
    const QByteArray &text() const { return m_text; }

private:
    friend class Value;
    friend class Parser;
    friend class ElementStream;
    static void parseInto(Document &doc, QByteArray text, QByteArrayView arrayMember,
                          const std::function<void(quint32)> *element, ParseError *error);
    // 16 bytes a value (a tape is often larger than the text it indexes: every key is a node).
    struct Node
    {
        static constexpr quint32 MaxCount = (quint32(1) << 28) - 1; // children of one value
        quint32 begin; // byte offset of the value's first character
        quint32 end;   // one past its last character
        quint32 next;  // index of the node after this whole subtree
        quint32 bits;  // children (array elements, or object members) << 4 | escaped << 3 | type
        Type type() const { return Type(bits & 7u); }
        bool escaped() const { return bits & 8u; } // a string with backslash escapes
        quint32 count() const { return bits >> 4; }
        void setEscaped(bool escaped) { bits = escaped ? bits | 8u : bits & ~8u; }
        void setCount(quint32 count) { bits = (bits & 15u) | (count << 4); }
    };
    static_assert(sizeof(Node) == 16);
    QByteArray m_text;
    std::vector<Node> m_nodes;
};

// Decodes the body of a JSON string literal (without quotes). Returns false on a bad escape.
// An unpaired surrogate escape becomes that lone UTF-16 unit and invalid UTF-8 U+FFFD, as in
// toString(); unescapeText() refuses both instead, saying why in *error (kind None: a bad escape).
bool unescape(QByteArrayView body, QString *out);
bool unescapeText(QByteArrayView body, QString *out, TextError *error = nullptr);

// Where the first byte sequence that is not UTF-8 starts in `bytes` (-1: none) and, in *length,
// how many bytes it spans (a truncated sequence, or one byte that cannot start or continue one).
qsizetype findInvalidUtf8(QByteArrayView bytes, qsizetype *length = nullptr);

// A one-line text for showing any raw JSON value to a person: strings unquoted, arrays of
// scalars joined with ", ", null as empty, objects and nested arrays as compact JSON.
QString displayText(QByteArrayView rawJson);

// The accessors every reader calls per value, inline (they were a third of a catalog's
// summarizing in calls alone).
inline Type Value::type() const
{
    return m_doc->m_nodes[m_index].type();
}

inline QByteArrayView Value::raw() const
{
    if (!m_doc)
        return {};
    const Document::Node &n = m_doc->m_nodes[m_index];
    return QByteArrayView(m_doc->m_text.constData() + n.begin, n.end - n.begin);
}

inline bool Value::plainStringBody(QByteArrayView *out) const
{
    if (!isString())
        return false;
    const Document::Node &n = m_doc->m_nodes[m_index];
    if (n.escaped())
        return false;
    *out = QByteArrayView(m_doc->m_text.constData() + n.begin + 1, n.end - n.begin - 2);
    return true;
}

inline qsizetype Value::size() const
{
    return m_doc ? qsizetype(m_doc->m_nodes[m_index].count()) : 0;
}

inline Value::Iterator Value::begin() const
{
    if (!isArray() && !isObject())
        return end();
    return Iterator(m_doc, m_index + 1);
}

inline Value::Iterator Value::end() const
{
    if (!m_doc)
        return Iterator(nullptr, 0);
    return Iterator(m_doc, m_doc->m_nodes[m_index].next);
}

inline Value::Iterator &Value::Iterator::operator++()
{
    m_index = m_doc->m_nodes[m_index].next;
    return *this;
}

inline QByteArrayView Member::rawName() const
{
    const QByteArrayView r = key.raw();
    return r.size() >= 2 ? r.sliced(1, r.size() - 2) : QByteArrayView();
}

inline Member MemberRange::Iterator::operator*() const
{
    Value::Iterator valueIt = m_it;
    ++valueIt;
    return Member{*m_it, *valueIt};
}

inline MemberRange::Iterator &MemberRange::Iterator::operator++()
{
    ++m_it;
    ++m_it;
    return *this;
}

} // namespace bd::json
