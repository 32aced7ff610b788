// The query console's schema help: what answers and an introspection answer teach (names and
// kinds, never a value), where the cursor stands, the prettifier, and the editor's completion
// popup and hovers driven through key events on a shown editor.

#include "../common/testfolders.h"
#include "models/query/queryformat.h"
#include "models/query/queryschema.h"
#include "widgets/query/queryeditor.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QCompleter>
#include <QFile>
#include <QHelpEvent>
#include <QRandomGenerator>
#include <QSettings>
#include <QShortcut>
#include <QSignalSpy>
#include <QTest>
#include <QTextBlock>
#include <QToolTip>
#include <QVBoxLayout>

using bd::models::QueryCompletionContext;
using bd::models::QuerySchema;
using bd::widgets::QueryEditor;
using Kind = QueryCompletionContext::Kind;

namespace {

const QString Group = QStringLiteral("scoped/test");

// The "data" of an answer, kept alive with its document.
struct Answer
{
    explicit Answer(const QByteArray &json) : doc(bd::json::Document::parse(json)) {}
    bd::json::Value data() const
    {
        for (const bd::json::Member &m : bd::json::members(doc.root())) {
            if (m.name() == u"data")
                return m.value;
        }
        return {};
    }
    bd::json::Document doc;
};

const QByteArray Nested = R"({"data": {
  "Customer": [
    {"id": "001A", "name": "Zebulon Quartzfield", "parentCustomerId": null, "active": true,
     "balance": 1234.56, "tags": ["vip"], "address": {"city": "Trondheimsfjord"},
     "contacts": [{"firstName": "Ximena", "email": "ximena@example.test"}],
     "byId": {"001xx000003DGb2AAG": {"x": 1}, "a1b2c3d4": 1}}
  ],
  "one": {"id": "9", "status": "Draft"}
}})";

QString settingsText()
{
    QSettings().sync();
    QFile file(QSettings().fileName());
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

} // namespace

class TestQuerySchema : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { bd::test::useTestFolders("tst_queryschema"); }
    void init() { QSettings().clear(); }

    void knowsTheSpecsNames();
    void learnsEntitiesAndNestedFields();
    void neverKeepsValues();
    void looksAtTheFirstRowsOnly();
    void readsAnIntrospectionAnswer();
    void describesWhatIsKnown();
    void findsTheContext_data();
    void findsTheContext();
    void prettifies_data();
    void prettifies();
    void leavesUnreadableTextAlone_data();
    void leavesUnreadableTextAlone();
    void prettifiesTwiceAsOnce();

    void completesAsAPersonTypes();
    void completesLearntFields();
    void completesOnRequest();
    void escapeClosesOnlyThePopup();
    void hoverSaysWhatIsKnown();

private:
    // A shown window holding an editor with a schema; Esc presses that reach the window count.
    struct Window : QWidget
    {
        Window()
        {
            auto *layout = new QVBoxLayout(this);
            layout->addWidget(editor);
            editor->setSchema(schema);
            resize(600, 400);
        }
        void keyPressEvent(QKeyEvent *event) override
        {
            escapes += event->key() == Qt::Key_Escape ? 1 : 0;
            event->accept();
        }
        QueryEditor *editor = new QueryEditor;
        std::shared_ptr<QuerySchema> schema = std::make_shared<QuerySchema>(Group);
        int escapes = 0;
    };
    static bool show(Window &w)
    {
        w.show();
        if (!QTest::qWaitForWindowExposed(&w))
            return false;
        w.activateWindow();
        w.editor->setFocus();
        return true;
    }
    static QAbstractItemView *popup(const Window &w) { return w.editor->findChild<QCompleter *>()->popup(); }
    static QStringList offered(const Window &w)
    {
        QAbstractItemModel *model = w.editor->findChild<QCompleter *>()->completionModel();
        QStringList out;
        for (int row = 0; row < model->rowCount(); ++row)
            out << model->index(row, 0).data().toString();
        return out;
    }
};

void TestQuerySchema::knowsTheSpecsNames()
{
    const QuerySchema schema(Group);
    QVERIFY(schema.entities().contains(QStringLiteral("Customer")));
    QVERIFY(schema.entities().contains(QStringLiteral("Invoice")));
    QCOMPARE(schema.fields({QStringLiteral("Customer")}),
             (QStringList{QStringLiteral("id"), QStringLiteral("parentCustomerId")}));
    QVERIFY(schema.fields({QStringLiteral("Invoice")}).contains(QStringLiteral("status")));
    QVERIFY(QuerySchema::operators().contains(QStringLiteral("_eq")));
    QVERIFY(QuerySchema::operators().contains(QStringLiteral("_nilike")));
    QVERIFY(schema.describe({QStringLiteral("Customer"), QStringLiteral("parentCustomerId")})
                .contains(QStringLiteral("documentation")));
}

void TestQuerySchema::learnsEntitiesAndNestedFields()
{
    {
        QuerySchema schema(Group);
        schema.learn(Answer(Nested).data());
        QVERIFY(schema.entities().contains(QStringLiteral("one")));
    }
    const QuerySchema schema(Group); // what was learnt comes back
    QCOMPARE(schema.entities(),
             (QStringList{QStringLiteral("Customer"), QStringLiteral("Invoice"), QStringLiteral("one")}));
    QCOMPARE(
        schema.fields({QStringLiteral("Customer")}),
        (QStringList{QStringLiteral("active"), QStringLiteral("address"), QStringLiteral("balance"),
                     QStringLiteral("byId"), QStringLiteral("contacts"), QStringLiteral("id"),
                     QStringLiteral("name"), QStringLiteral("parentCustomerId"), QStringLiteral("tags")}));
    QCOMPARE(schema.fields({QStringLiteral("Customer"), QStringLiteral("contacts")}),
             (QStringList{QStringLiteral("email"), QStringLiteral("firstName")}));
    QCOMPARE(schema.fields({QStringLiteral("Customer"), QStringLiteral("address")}),
             QStringList{QStringLiteral("city")});
    QCOMPARE(schema.fields({QStringLiteral("one")}),
             (QStringList{QStringLiteral("id"), QStringLiteral("status")}));
    // Keys that look like ids are data, not fields.
    QVERIFY(schema.fields({QStringLiteral("Customer"), QStringLiteral("byId")}).isEmpty());
}

void TestQuerySchema::neverKeepsValues()
{
    QuerySchema(Group).learn(Answer(Nested).data());
    const QString kept = settingsText();
    QVERIFY2(kept.contains(QStringLiteral("parentCustomerId")), qPrintable(kept));
    for (const char *value : {"Zebulon", "Quartzfield", "Trondheimsfjord", "Ximena", "example.test", "001A",
                              "1234", "vip", "Draft", "001xx000003DGb2AAG"})
        QVERIFY2(!kept.contains(QLatin1String(value)), value);
}

void TestQuerySchema::looksAtTheFirstRowsOnly()
{
    QByteArray json = "{\"data\": {\"Invoice\": [";
    for (int i = 0; i < 200000; ++i) {
        if (i)
            json += ',';
        json += i == QuerySchema::SampledRows + 100 ? "{\"id\": 1, \"late\": 2}" : "{\"id\": 1}";
    }
    json += "]}}";
    const Answer answer(json);
    QuerySchema schema(Group);
    schema.learn(answer.data());
    QVERIFY(schema.fields({QStringLiteral("Invoice")}).contains(QStringLiteral("id")));
    QVERIFY(!schema.fields({QStringLiteral("Invoice")}).contains(QStringLiteral("late")));
}

void TestQuerySchema::readsAnIntrospectionAnswer()
{
    const QByteArray json = R"({"data": {"__schema": {
      "queryType": {"name": "query_root"},
      "types": [
        {"name": "query_root", "kind": "OBJECT", "fields": [
          {"name": "Customer", "type": {"name": null, "kind": "NON_NULL", "ofType": {"name": null, "kind": "LIST",
            "ofType": {"name": null, "kind": "NON_NULL", "ofType": {"name": "Customer", "kind": "OBJECT"}}}}},
          {"name": "Product", "type": {"name": "Product", "kind": "OBJECT"}}]},
        {"name": "Customer", "kind": "OBJECT", "fields": [
          {"name": "id", "type": {"name": null, "kind": "NON_NULL", "ofType": {"name": "ID", "kind": "SCALAR"}}},
          {"name": "parent", "type": {"name": "Customer", "kind": "OBJECT"}},
          {"name": "contacts", "type": {"name": null, "kind": "LIST", "ofType": {"name": "Contact", "kind": "OBJECT"}}}]},
        {"name": "Contact", "kind": "OBJECT", "fields": [{"name": "email", "type": {"name": "String", "kind": "SCALAR"}}]},
        {"name": "Product", "kind": "OBJECT", "fields": [{"name": "sku", "type": {"name": "String", "kind": "SCALAR"}}]},
        {"name": "ID", "kind": "SCALAR", "fields": null}
      ]}}})";
    QuerySchema schema(Group);
    QVERIFY(!schema.learnIntrospection(Answer(Nested).data()));
    schema.learn(Answer(json).data()); // the answer as any other: not an entity named __schema
    QVERIFY(!schema.entities().contains(QStringLiteral("__schema")));
    QVERIFY(schema.learnIntrospection(Answer(json).data()));
    QVERIFY(schema.entities().contains(QStringLiteral("Product")));
    QCOMPARE(schema.fields({QStringLiteral("Product")}), QStringList{QStringLiteral("sku")});
    QCOMPARE(schema.fields({QStringLiteral("Customer")}),
             (QStringList{QStringLiteral("contacts"), QStringLiteral("id"), QStringLiteral("parent"),
                          QStringLiteral("parentCustomerId")}));
    QCOMPARE(schema.fields({QStringLiteral("Customer"), QStringLiteral("contacts")}),
             QStringList{QStringLiteral("email")});
    QVERIFY(schema.fields({QStringLiteral("Customer"), QStringLiteral("parent")}).isEmpty()); // a cycle
    QVERIFY(schema.describe({QStringLiteral("Customer")}).contains(QStringLiteral("[Customer!]!")));
    QVERIFY(
        schema.describe({QStringLiteral("Customer"), QStringLiteral("id")}).contains(QStringLiteral("ID!")));
    QVERIFY(
        QuerySchema(Group).describe({QStringLiteral("Customer")}).contains(QStringLiteral("[Customer!]!")));
    QVERIFY(QuerySchema::introspectionQuery().contains(QStringLiteral("__schema")));
}

void TestQuerySchema::describesWhatIsKnown()
{
    QuerySchema schema(Group);
    schema.learn(Answer(Nested).data());
    const QString name = schema.describe({QStringLiteral("Customer"), QStringLiteral("name")});
    QVERIFY2(name.contains(QStringLiteral("text")), qPrintable(name));
    QVERIFY2(name.contains(QStringLiteral("Customer")), qPrintable(name));
    const QString parent = schema.describe({QStringLiteral("Customer"), QStringLiteral("parentCustomerId")});
    QVERIFY2(parent.contains(QStringLiteral("null")) && parent.contains(QStringLiteral("documentation")),
             qPrintable(parent));
    QVERIFY(schema.describe({QStringLiteral("Customer")}).contains(QStringLiteral("list")));
    QVERIFY(schema.describe({QStringLiteral("_ilike")}).contains(QStringLiteral("_ilike")));
    QVERIFY(schema.describe({QStringLiteral("Nothing")}).isEmpty());
}

void TestQuerySchema::findsTheContext_data()
{
    QTest::addColumn<QString>("text"); // | marks the cursor
    QTest::addColumn<int>("kind");
    QTest::addColumn<QStringList>("path");
    QTest::addColumn<QString>("prefix");
    const QStringList customer{QStringLiteral("Customer")};
    const auto row = [](const char *name, const char *text, Kind kind, const QStringList &path,
                        const char *prefix) {
        QTest::newRow(name) << QString::fromUtf8(text) << int(kind) << path << QString::fromUtf8(prefix);
    };
    row("entity", "{ Cu|", Kind::Entities, {}, "Cu");
    row("entity, nothing typed", "query Q {\n  |", Kind::Entities, {}, "");
    row("second entity", "{ Customer { id } In|", Kind::Entities, {}, "In");
    row("field", "query Q { Customer { pa|", Kind::Fields, customer, "pa");
    row("field after alias", "{ c: Customer { pa|", Kind::Fields, customer, "pa");
    row("field after arguments", "{ Customer(where: {id: {_eq: \"}\"}}, limit: 5) { |", Kind::Fields,
        customer, "");
    row("nested field", "{ Customer { contacts { fi|", Kind::Fields,
        customer + QStringList{QStringLiteral("contacts")}, "fi");
    row("inline fragment", "{ Customer { ... on Customer { i|", Kind::Fields, customer, "i");
    row("fragment definition", "fragment F on Customer { pa|", Kind::Fields, customer, "pa");
    row("where field", "{ Customer(where: {pa|", Kind::WhereFields, customer, "pa");
    row("second where field", "{ Customer(where: {id: {_eq: 1}, pa|", Kind::WhereFields, customer, "pa");
    row("where in _and", "{ Customer(where: {_and: [{id: {_eq: 1}}, {pa|", Kind::WhereFields, customer, "pa");
    row("operator", "{ Customer(where: {parentCustomerId: {_e|", Kind::Operators,
        customer + QStringList{QStringLiteral("parentCustomerId")}, "_e");
    row("operator, nothing typed", "{ Customer(where: {id: {|", Kind::Operators,
        customer + QStringList{QStringLiteral("id")}, "");
    row("a value", "{ Customer(where: {id: {_eq: Cu|", Kind::None, {}, "Cu");
    row("in a string", "{ Customer(where: {id: {_eq: \"Cu|", Kind::None, {}, "");
    row("in a block string", "{ Customer(where: {id: {_eq: \"\"\"a {\nCu|", Kind::None, {}, "");
    row("after a block string", "{ Customer(where: {id: {_eq: \"\"\"a {\"\"\"}}) { pa|", Kind::Fields,
        customer, "pa");
    row("in a comment", "{ # Cu|", Kind::None, {}, "");
    row("after a comment", "{ # a { b\n Cu|", Kind::Entities, {}, "Cu");
    row("before the operation", "que|", Kind::None, {}, "que");
    row("argument name", "{ Customer(li|", Kind::None, {}, "li");
    row("directive", "{ Customer @sk|", Kind::None, {}, "sk");
}

void TestQuerySchema::findsTheContext()
{
    QFETCH(QString, text);
    const int position = int(text.indexOf(u'|'));
    text.remove(position, 1);
    const QueryCompletionContext c = QuerySchema::completionContext(text, position);
    QTEST(int(c.kind), "kind");
    QTEST(c.path, "path");
    QTEST(c.prefix, "prefix");
    QCOMPARE(c.prefixStart, position - int(c.prefix.size()));
}

void TestQuerySchema::prettifies_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QString>("expected");
    QTest::newRow("selections and arguments")
        << "query Q($id: ID!,$n: [Int!]! = [1 2]) { c : Customer(where:{id:{_eq:$id}} limit:$n){ id name "
           "contacts { email } } }"
        << "query Q($id: ID!, $n: [Int!]! = [1, 2]) {\n  c: Customer(where: {id: {_eq: $id}}, limit: $n) {\n"
           "    id\n    name\n    contacts {\n      email\n    }\n  }\n}";
    QTest::newRow("strings with brackets")
        << "{Customer(where: {name: {_in: [\"a { b\", \"c ) \\\" d\"]}}){id}}"
        << "{\n  Customer(where: {name: {_in: [\"a { b\", \"c ) \\\" d\"]}}) {\n    id\n  }\n}";
    QTest::newRow("comments")
        << "# top\n{ # open\n  Customer { id # the id { not a bracket\n  # own line\n name } }"
        << "# top\n{ # open\n  Customer {\n    id # the id { not a bracket\n"
           "    # own line\n    name\n  }\n}";
    QTest::newRow("comment in arguments") << "{ Customer(limit: 1 # one\n offset: 2) { id } }"
                                          << "{\n  Customer(limit: 1 # one\n    offset: 2) {\n    id\n  }\n}";
    QTest::newRow("block string")
        << "{ Invoice(where: {note: {_eq: \"\"\"one {\n   two ) \"\"\"}}) { id } }"
        << "{\n  Invoice(where: {note: {_eq: \"\"\"one {\n   two ) \"\"\"}}) {\n    id\n  }\n}";
    QTest::newRow("definitions and fragments")
        << "{ ...F ... on Customer { id } a @include(if: $x) { b } } fragment F on Customer { name }"
        << "{\n  ...F\n  ... on Customer {\n    id\n  }\n  a @include(if: $x) {\n    b\n  }\n}\n\n"
           "fragment F on Customer {\n  name\n}";
    QTest::newRow("empty object") << "{ Customer(where: {}) { id } }"
                                  << "{\n  Customer(where: {}) {\n    id\n  }\n}";
}

void TestQuerySchema::prettifies()
{
    QFETCH(QString, query);
    QFETCH(QString, expected);
    bool ok = false;
    const QString once = bd::models::prettifyQuery(query, &ok);
    QVERIFY(ok);
    QCOMPARE(once, expected);
    QCOMPARE(bd::models::prettifyQuery(once, &ok), once); // idempotent
    QVERIFY(ok);
}

void TestQuerySchema::leavesUnreadableTextAlone_data()
{
    QTest::addColumn<QString>("query");
    QTest::newRow("unclosed brace") << QStringLiteral("{ Customer { id }");
    QTest::newRow("extra brace") << QStringLiteral("{ Customer { id } } }");
    QTest::newRow("crossed brackets") << QStringLiteral("{ Customer(where: {id: 1)} { id } }");
    QTest::newRow("unclosed string") << QStringLiteral("{ Customer(where: {id: {_eq: \"x}}) { id } }");
    QTest::newRow("unclosed block string") << QStringLiteral("{ a(b: \"\"\"x }");
    QTest::newRow("not punctuation") << QStringLiteral("{ Customer; { id } }");
    QTest::newRow("two dots") << QStringLiteral("{ ..F }");
}

void TestQuerySchema::leavesUnreadableTextAlone()
{
    QFETCH(QString, query);
    bool ok = true;
    QCOMPARE(bd::models::prettifyQuery(query, &ok), query);
    QVERIFY(!ok);
}

// Random texts of the language's words: whatever the prettifier accepts, it lays out once for all.
void TestQuerySchema::prettifiesTwiceAsOnce()
{
    const QStringList words{QStringLiteral("{"),     QStringLiteral("}"),
                            QStringLiteral("("),     QStringLiteral(")"),
                            QStringLiteral("["),     QStringLiteral("]"),
                            QStringLiteral("name"),  QStringLiteral("key:"),
                            QStringLiteral(":"),     QStringLiteral("\"s {\""),
                            QStringLiteral("# c {"), QStringLiteral("..."),
                            QStringLiteral("on"),    QStringLiteral("@d"),
                            QStringLiteral("$v"),    QStringLiteral("-1.5"),
                            QStringLiteral("="),     QStringLiteral("!"),
                            QStringLiteral("query"), QStringLiteral("\"\"\"x\n  { y\"\"\"")};
    const QStringList gaps{QStringLiteral(" "), QStringLiteral("\n"), QString(), QStringLiteral(", ")};
    QRandomGenerator random(27);
    int laidOut = 0;
    for (int i = 0; i < 20000; ++i) {
        QString text;
        const int n = int(random.bounded(4, 24));
        for (int w = 0; w < n; ++w) {
            text += words.at(int(random.bounded(qsizetype(words.size()))));
            text += gaps.at(int(random.bounded(qsizetype(gaps.size()))));
        }
        bool ok = false;
        const QString once = bd::models::prettifyQuery(text, &ok);
        if (!ok) {
            QCOMPARE(once, text);
            continue;
        }
        ++laidOut;
        QCOMPARE(bd::models::prettifyQuery(once, &ok), once);
        QVERIFY2(ok, qPrintable(text + QStringLiteral("\n---\n") + once));
    }
    QVERIFY2(laidOut > 500, qPrintable(QString::number(laidOut)));
}

void TestQuerySchema::completesAsAPersonTypes()
{
    Window w;
    QVERIFY(show(w));
    QTest::keyClicks(w.editor, QStringLiteral("{ C"));
    QVERIFY(!popup(w)->isVisible()); // one letter is not enough
    QTest::keyClicks(w.editor, QStringLiteral("u"));
    QTRY_VERIFY(popup(w)->isVisible());
    QCOMPARE(offered(w), QStringList{QStringLiteral("Customer")});
    QVERIFY(!popup(w)->accessibleName().isEmpty());
    QTest::keyClick(w.editor, Qt::Key_Return);
    QVERIFY(!popup(w)->isVisible());
    QCOMPARE(w.editor->toPlainText(), QStringLiteral("{ Customer"));

    // In a where object the entity's fields, after `field: {` the operators; Tab accepts.
    QTest::keyClicks(w.editor, QStringLiteral("(where: {pa"));
    QTRY_VERIFY(popup(w)->isVisible());
    QCOMPARE(offered(w), QStringList{QStringLiteral("parentCustomerId")});
    QTest::keyClick(w.editor, Qt::Key_Tab);
    QTest::keyClicks(w.editor, QStringLiteral(": {_n"));
    QTRY_VERIFY(popup(w)->isVisible());
    QCOMPARE(offered(w), (QStringList{QStringLiteral("_neq"), QStringLiteral("_nin"),
                                      QStringLiteral("_nlike"), QStringLiteral("_nilike")}));
    QTest::keyClick(w.editor, Qt::Key_Down);
    QTest::keyClick(w.editor, Qt::Key_Return);
    QCOMPARE(w.editor->toPlainText(), QStringLiteral("{ Customer(where: {parentCustomerId: {_nin"));
    // Typing on past what fits closes the list.
    QTest::keyClicks(w.editor, QStringLiteral(": [\"ab"));
    QVERIFY(!popup(w)->isVisible());
}

void TestQuerySchema::completesLearntFields()
{
    Window w;
    w.schema->learn(Answer(R"({"data": {"Customer": [{"id": "1", "paymentTerms": "Net 30"}]}})").data());
    QVERIFY(show(w));
    for (const char *line : {"query {", "  Customer {"}) {
        QTest::keyClicks(w.editor, QLatin1String(line));
        QTest::keyClick(w.editor, Qt::Key_Return);
    }
    QTest::keyClicks(w.editor, QStringLiteral("    pa"));
    QTRY_VERIFY(popup(w)->isVisible());
    QCOMPARE(offered(w), (QStringList{QStringLiteral("parentCustomerId"), QStringLiteral("paymentTerms")}));
    QTest::keyClick(w.editor, Qt::Key_Down);
    QTest::keyClick(w.editor, Qt::Key_Return);
    QVERIFY(w.editor->toPlainText().endsWith(QStringLiteral("    paymentTerms")));
    // Any case narrows the list; Backspace widens it again.
    QTest::keyClick(w.editor, Qt::Key_Return);
    QTest::keyClicks(w.editor, QStringLiteral("    PAR"));
    QTRY_VERIFY(popup(w)->isVisible());
    QCOMPARE(offered(w), QStringList{QStringLiteral("parentCustomerId")});
    QTest::keyClick(w.editor, Qt::Key_Backspace);
    QCOMPARE(offered(w), (QStringList{QStringLiteral("parentCustomerId"), QStringLiteral("paymentTerms")}));
}

void TestQuerySchema::completesOnRequest()
{
    Window w;
    QVERIFY(show(w));
    QTest::keyClicks(w.editor, QStringLiteral("{ Customer { "));
    QVERIFY(!popup(w)->isVisible());
    QTest::keyClick(w.editor, Qt::Key_Space, Qt::ControlModifier);
    QTRY_VERIFY(popup(w)->isVisible());
    QCOMPARE(offered(w), (QStringList{QStringLiteral("id"), QStringLiteral("parentCustomerId")}));
    QCOMPARE(w.editor->toPlainText(), QStringLiteral("{ Customer { ")); // Ctrl+Space types nothing
    QTest::keyClick(w.editor, Qt::Key_Return);
    QCOMPARE(w.editor->toPlainText(), QStringLiteral("{ Customer { id"));
    // In a string there is nothing to offer.
    QTest::keyClicks(w.editor, QStringLiteral(" } Invoice(where: {status: {_eq: \"Dr"));
    QTest::keyClick(w.editor, Qt::Key_Space, Qt::ControlModifier);
    QVERIFY(!popup(w)->isVisible());
}

void TestQuerySchema::escapeClosesOnlyThePopup()
{
    Window w;
    QVERIFY(show(w));
    QTest::keyClicks(w.editor, QStringLiteral("{ Cu"));
    QTRY_VERIFY(popup(w)->isVisible());
    QTest::keyClick(w.editor, Qt::Key_Escape);
    QVERIFY(!popup(w)->isVisible());
    QCOMPARE(w.escapes, 0); // the popup's Esc
    QCOMPARE(w.editor->toPlainText(), QStringLiteral("{ Cu"));
    QTest::keyClick(w.editor, Qt::Key_Escape);
    QCOMPARE(w.escapes, 1); // the screen's Esc: the editor does not keep it

    // As the query screen has it: Esc a shortcut of the window's.
    QShortcut cancel(QKeySequence(Qt::Key_Escape), &w, nullptr, nullptr, Qt::WidgetWithChildrenShortcut);
    QSignalSpy canceled(&cancel, &QShortcut::activated);
    QTest::keyClicks(w.editor, QStringLiteral("s"));
    QTRY_VERIFY(popup(w)->isVisible());
    QTest::keyClick(w.editor, Qt::Key_Escape);
    QVERIFY(!popup(w)->isVisible());
    QCOMPARE(canceled.count(), 0);
    QTest::keyClick(w.editor, Qt::Key_Escape);
    QCOMPARE(canceled.count(), 1);

    // On a desktop the open popup has the keyboard: keys reach it first, and the same holds.
    w.editor->clear();
    QTest::keyClicks(w.editor, QStringLiteral("{ Cu"));
    QTRY_VERIFY(popup(w)->isVisible());
    QCOMPARE(QApplication::activePopupWidget(), static_cast<QWidget *>(popup(w)));
    QTest::keyClick(popup(w), Qt::Key_Escape);
    QVERIFY(!popup(w)->isVisible());
    QCOMPARE(canceled.count(), 1);
    QTest::keyClick(w.editor, Qt::Key_Space, Qt::ControlModifier);
    QTRY_VERIFY(popup(w)->isVisible());
    QTest::keyClick(popup(w), Qt::Key_Return);
    QVERIFY(!popup(w)->isVisible());
    QVERIFY(w.editor->toPlainText().endsWith(QStringLiteral("{ Customer")));
}

void TestQuerySchema::hoverSaysWhatIsKnown()
{
    Window w;
    w.schema->learn(Answer(Nested).data());
    QVERIFY(show(w));
    const QString text = QStringLiteral("{ Customer(where: {parentCustomerId: {_eq: 1}}) { name } }");
    w.editor->setPlainText(text);
    const auto hover = [&](const QString &word) {
        QTextCursor cursor(w.editor->document());
        cursor.setPosition(int(text.indexOf(word)) + 2);
        const QPoint at = w.editor->cursorRect(cursor).center();
        QHelpEvent help(QEvent::ToolTip, at, w.editor->viewport()->mapToGlobal(at));
        QApplication::sendEvent(w.editor->viewport(), &help);
        return QToolTip::isVisible() ? QToolTip::text() : QString();
    };
    QString tip = hover(QStringLiteral("parentCustomerId"));
    QVERIFY2(tip.contains(QStringLiteral("parentCustomerId")) &&
                 tip.contains(QStringLiteral("documentation")),
             qPrintable(tip));
    tip = hover(QStringLiteral("name"));
    QVERIFY2(tip.contains(QStringLiteral("name")) && tip.contains(QStringLiteral("text")), qPrintable(tip));
    tip = hover(QStringLiteral("Customer"));
    QVERIFY2(tip.contains(QStringLiteral("entity")) && tip.contains(QStringLiteral("list")), qPrintable(tip));
    tip = hover(QStringLiteral("_eq"));
    QVERIFY2(tip.contains(QStringLiteral("_eq")), qPrintable(tip));
    hover(QStringLiteral("where")); // an argument: nothing to say, the tip goes
    QTRY_VERIFY(!QToolTip::isVisible());
}

QTEST_MAIN(TestQuerySchema)
#include "tst_queryschema.moc"
