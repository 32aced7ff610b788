#pragma once

// A JSON text that arrives in pieces (a download): the elements of its one big array — the root
// array, or the root object's array member `arrayMember` (a paginated envelope's "data") — are
// handed over as soon as each is complete, while a half-arrived element waits for more bytes.
// Everything around that array is kept and checked at the end (finish()), so the whole text is
// held to the same rules as Document::parse, and an envelope's other members can be read.
//
// Memory: an element's text stays in the buffer it was handed over in (keep a slice of it); the
// stream itself keeps only the bytes of an element that has not arrived in full.

#include "domain/json/jsondocument.h"

#include <QList>

#include <functional>

namespace bd::json {

class ElementStream
{
public:
    explicit ElementStream(QByteArray arrayMember);

    // element(value, buffer, bufferOffset): `value` is valid during the call only; `buffer` holds
    // its text (share it to keep a slice) and starts at `bufferOffset` in the whole text.
    using Visitor = std::function<void(Value element, const QByteArray &buffer, qint64 bufferOffset)>;

    // Adds the next bytes and hands every element now complete to `element`, in order. After a
    // syntax error nothing more is handed over.
    void feed(QByteArray bytes, const Visitor &element);
    // After the last byte: hands over what is left, then returns the text without the streamed
    // elements (that array empty) — or an invalid Document and *error when the text is not JSON
    // or ended early (a download cut short: every complete element was handed over already).
    Document finish(const Visitor &element, ParseError *error = nullptr);

    qint64 size() const { return m_size; }
    bool failed() const { return m_phase == Phase::Failed; }
    // The streamed array has been found (elements may follow).
    bool streaming() const { return m_phase == Phase::Elements || m_phase == Phase::Suffix; }

private:
    enum class Phase { Prefix, Elements, Suffix, Failed };
    enum class Next { FirstElement, Element, CommaOrEnd };
    // Where a byte is, as a person counts: lines of the whole text so far.
    struct Lines
    {
        qint64 count = 0;     // newlines before `upTo`
        qint64 lineStart = 0; // offset just after the last of them
        qint64 upTo = 0;
        void advance(QByteArrayView bytes, qint64 offset); // bytes at offset == upTo
        ParseError at(qint64 offset, QByteArrayView bytes, qint64 bytesOffset, const char *message) const;
    };

    void tryPrefix(const Visitor &element);
    void runElements(const Visitor &element, bool last);
    void fail(qint64 offset, QByteArrayView piece, qint64 pieceOffset, const char *message);

    QByteArray m_member;
    Phase m_phase = Phase::Prefix;
    qint64 m_size = 0;
    QByteArray m_prefix; // bytes before the array's first element (with its '[')
    qint64 m_prefixRetryAt = 0;
    int m_depth = 1; // of the elements
    Next m_next = Next::FirstElement;
    QList<QByteArray> m_pending; // bytes not looked at yet; the first may start at m_skip
    qsizetype m_skip = 0;
    qint64 m_pendingSize = 0;
    QByteArray m_tail;       // the start of an element that has not arrived in full
    qint64 m_tailOffset = 0; // where m_tail (or else the first pending byte) is in the text
    qint64 m_retryAt = 0;    // look again once this many bytes wait (a big element: not per chunk)
    const char *m_tailProblem = nullptr; // why the last look at the tail stopped
    QByteArray m_suffix;                 // bytes after the array's ']'
    qint64 m_suffixOffset = 0;
    Lines m_lines;
    ParseError m_error;
    Document m_element; // the tape of the element being handed over
};

} // namespace bd::json
