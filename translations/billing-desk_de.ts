<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>CatalogScreen</name>
    <message>
        <source>Search name, SKU, description, features, options (Ctrl+F)</source>
        <translation>Name, SKU, Beschreibung, Merkmale, Optionen durchsuchen (Strg+F)</translation>
    </message>
    <message>
        <source>Search products</source>
        <translation>Produkte durchsuchen</translation>
    </message>
    <message>
        <source>Open by id (01t…)</source>
        <translation>Nach ID öffnen (01t…)</translation>
    </message>
    <message>
        <source>Product id to open</source>
        <translation>ID des zu öffnenden Produkts</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>Ö&amp;ffnen</translation>
    </message>
    <message>
        <source>Open the product with this id</source>
        <translation>Produkt mit dieser ID öffnen</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exportieren …</translation>
    </message>
    <message>
        <source>Export the visible products</source>
        <translation>Sichtbare Produkte exportieren</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>&amp;Neu laden</translation>
    </message>
    <message>
        <source>Reload the catalog</source>
        <translation>Katalog neu laden</translation>
    </message>
    <message>
        <source>Filter by record type</source>
        <translation>Nach Datensatztyp filtern</translation>
    </message>
    <message>
        <source>Filter by price model</source>
        <translation>Nach Preismodell filtern</translation>
    </message>
    <message>
        <source>Filter by billing timing</source>
        <translation>Nach Abrechnungszeitpunkt filtern</translation>
    </message>
    <message>
        <source>Filter by currency</source>
        <translation>Nach Währung filtern</translation>
    </message>
    <message>
        <source>Filter by category</source>
        <translation>Nach Kategorie filtern</translation>
    </message>
    <message>
        <source>Products</source>
        <translation>Produkte</translation>
    </message>
    <message>
        <source>Product image</source>
        <translation>Produktbild</translation>
    </message>
    <message>
        <source>Product details</source>
        <translation>Produktdetails</translation>
    </message>
    <message>
        <source>Filter by change since the last list</source>
        <translation>Nach Änderung seit der letzten Liste filtern</translation>
    </message>
    <message>
        <source>Details and price</source>
        <translation>Details und Preis</translation>
    </message>
    <message>
        <source>&amp;Details</source>
        <translation>De&amp;tails</translation>
    </message>
    <message>
        <source>&amp;Price (Ctrl+Shift+P)</source>
        <translation>&amp;Preis (Strg+Umschalt+P)</translation>
    </message>
</context>
<context>
    <name>CommandBar</name>
    <message>
        <source>Command bar</source>
        <translation>Befehlsleiste</translation>
    </message>
    <message>
        <source>Type an action, a product, a contact… or paste an id or email</source>
        <translation>Aktion, Produkt, Kontakt eingeben … oder eine ID oder E-Mail einfügen</translation>
    </message>
    <message>
        <source>Find anything</source>
        <translation>Alles finden</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <source>Command bar status</source>
        <translation>Status der Befehlsleiste</translation>
    </message>
</context>
<context>
    <name>ContactForm</name>
    <message>
        <source>F&amp;ind</source>
        <translation>S&amp;uchen</translation>
    </message>
    <message>
        <source>&amp;Revert</source>
        <translation>&amp;Zurücksetzen</translation>
    </message>
    <message>
        <source>Revert all changes</source>
        <translation>Alle Änderungen zurücksetzen</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save the contact</source>
        <translation>Kontakt speichern</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Full name</source>
        <translation>Vollständiger Name</translation>
    </message>
    <message>
        <source>First name</source>
        <translation>Vorname</translation>
    </message>
    <message>
        <source>Middle name</source>
        <translation>Zweiter Vorname</translation>
    </message>
    <message>
        <source>Last name</source>
        <translation>Nachname</translation>
    </message>
    <message>
        <source>Suffix</source>
        <translation>Namenszusatz</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>Email and phones</source>
        <translation>E-Mail und Telefon</translation>
    </message>
    <message>
        <source>Email</source>
        <translation>E-Mail</translation>
    </message>
    <message>
        <source>name@example.com</source>
        <translation>name@example.com</translation>
    </message>
    <message>
        <source>Phone</source>
        <translation>Telefon</translation>
    </message>
    <message>
        <source>Mobile phone</source>
        <translation>Mobiltelefon</translation>
    </message>
    <message>
        <source>Birthday</source>
        <translation>Geburtsdatum</translation>
    </message>
    <message>
        <source>YYYY-MM-DD</source>
        <translation>YYYY-MM-DD</translation>
    </message>
    <message>
        <source>Billing address</source>
        <translation>Rechnungsadresse</translation>
    </message>
    <message>
        <source>Street</source>
        <translation>Straße</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Ort</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Bundesland/Region</translation>
    </message>
    <message>
        <source>Postal code</source>
        <translation>Postleitzahl</translation>
    </message>
    <message>
        <source>Country</source>
        <translation>Land</translation>
    </message>
    <message>
        <source>Shipping address</source>
        <translation>Lieferadresse</translation>
    </message>
    <message>
        <source>Same as &amp;billing</source>
        <translation>Wie &amp;Rechnungsadresse</translation>
    </message>
    <message>
        <source>Record (read-only)</source>
        <translation>Datensatz (schreibgeschützt)</translation>
    </message>
    <message>
        <source>Contact id</source>
        <translation>Kontakt-ID</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>Kunde</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Erstellt</translation>
    </message>
    <message>
        <source>Last modified</source>
        <translation>Zuletzt geändert</translation>
    </message>
    <message>
        <source>Tax exemption</source>
        <translation>Steuerbefreiung</translation>
    </message>
    <message>
        <source>Time zone</source>
        <translation>Zeitzone</translation>
    </message>
    <message>
        <source>Customer type</source>
        <translation>Kundentyp</translation>
    </message>
    <message>
        <source>Website</source>
        <translation>Website</translation>
    </message>
    <message>
        <source>Find contacts by</source>
        <translation>Kontakte suchen nach</translation>
    </message>
    <message>
        <source>What the text in the search box is: an id (a contact&apos;s, or a customer&apos;s to list its contacts), an email address, or a name.</source>
        <translation>Was der Text im Suchfeld ist: eine ID (die eines Kontakts oder die eines Kunden, um dessen Kontakte aufzulisten), eine E-Mail-Adresse oder ein Name.</translation>
    </message>
    <message>
        <source>Contact search</source>
        <translation>Kontaktsuche</translation>
    </message>
    <message>
        <source>An id opens that contact, or lists a customer&apos;s contacts; an email or a name lists the contacts that have it. Recent contacts are in the list. (Ctrl+F)</source>
        <translation>Eine ID öffnet diesen Kontakt oder listet die Kontakte eines Kunden auf; eine E-Mail-Adresse oder ein Name listet die Kontakte auf, die sie haben. Zuletzt geöffnete Kontakte stehen in der Liste. (Strg+F)</translation>
    </message>
    <message>
        <source>Contacts found</source>
        <translation>Gefundene Kontakte</translation>
    </message>
    <message>
        <source>Enter or double-click opens the contact.</source>
        <translation>Eingabetaste oder Doppelklick öffnet den Kontakt.</translation>
    </message>
    <message>
        <source>First name length</source>
        <translation>Länge des Vornamens</translation>
    </message>
    <message>
        <source>Middle name length</source>
        <translation>Länge des zweiten Vornamens</translation>
    </message>
    <message>
        <source>Last name length</source>
        <translation>Länge des Nachnamens</translation>
    </message>
    <message>
        <source>Suffix length</source>
        <translation>Länge des Namenszusatzes</translation>
    </message>
</context>
<context>
    <name>DeletionLog</name>
    <message>
        <source>Time (UTC)</source>
        <translation>Zeit (UTC)</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>Umgebung</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>Tenant</source>
        <translation>Mandant</translation>
    </message>
    <message>
        <source>Selector</source>
        <translation>Auswahl</translation>
    </message>
    <message>
        <source>Invoice ids</source>
        <translation>Rechnungs-IDs</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>Filter</translation>
    </message>
    <message>
        <source>CRM flags</source>
        <translation>CRM-Optionen</translation>
    </message>
    <message>
        <source>Succeeded</source>
        <translation>Erfolgreich</translation>
    </message>
    <message>
        <source>HTTP status</source>
        <translation>HTTP-Status</translation>
    </message>
    <message>
        <source>Error code</source>
        <translation>Fehlercode</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Deleted ids</source>
        <translation>Gelöschte IDs</translation>
    </message>
</context>
<context>
    <name>InvoiceScreen</name>
    <message>
        <source>Which invoices</source>
        <translation>Welche Rechnungen</translation>
    </message>
    <message>
        <source>By invoice &amp;ids</source>
        <translation>Nach Rechnungs-&amp;IDs</translation>
    </message>
    <message>
        <source>Select invoices by id</source>
        <translation>Rechnungen nach ID auswählen</translation>
    </message>
    <message>
        <source>Type or paste invoice ids: one per line, or separated by commas or spaces</source>
        <translation>Rechnungs-IDs eingeben oder einfügen: eine pro Zeile oder durch Kommas oder Leerzeichen getrennt</translation>
    </message>
    <message>
        <source>Invoice ids to delete</source>
        <translation>IDs der zu löschenden Rechnungen</translation>
    </message>
    <message>
        <source>How many ids</source>
        <translation>Anzahl der IDs</translation>
    </message>
    <message>
        <source>By &amp;status</source>
        <translation>Nach &amp;Status</translation>
    </message>
    <message>
        <source>Select invoices by status</source>
        <translation>Rechnungen nach Status auswählen</translation>
    </message>
    <message>
        <source>Status of the invoices to delete</source>
        <translation>Status der zu löschenden Rechnungen</translation>
    </message>
    <message>
        <source>Filter sent</source>
        <translation>Gesendeter Filter</translation>
    </message>
    <message>
        <source>Connected CRM</source>
        <translation>Verbundenes CRM</translation>
    </message>
    <message>
        <source>&amp;Preview</source>
        <translation>&amp;Vorschau</translation>
    </message>
    <message>
        <source>Preview the selected invoices</source>
        <translation>Vorschau der ausgewählten Rechnungen</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Löschen …</translation>
    </message>
    <message>
        <source>Delete the selected invoices</source>
        <translation>Ausgewählte Rechnungen löschen</translation>
    </message>
    <message>
        <source>Why deleting is not possible</source>
        <translation>Warum das Löschen nicht möglich ist</translation>
    </message>
    <message>
        <source>The service refused the deletion</source>
        <translation>Der Dienst hat die Löschung abgelehnt</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Refusal title</source>
        <translation>Titel der Ablehnung</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <source>Refusal message</source>
        <translation>Meldung der Ablehnung</translation>
    </message>
    <message>
        <source>Error code</source>
        <translation>Fehlercode</translation>
    </message>
    <message>
        <source>Refusal error code</source>
        <translation>Fehlercode der Ablehnung</translation>
    </message>
    <message>
        <source>Preview and deletion log</source>
        <translation>Vorschau und Löschprotokoll</translation>
    </message>
    <message>
        <source>P&amp;review</source>
        <translation>V&amp;orschau</translation>
    </message>
    <message>
        <source>Preview summary</source>
        <translation>Zusammenfassung der Vorschau</translation>
    </message>
    <message>
        <source>Invoices the deletion selects</source>
        <translation>Rechnungen, die die Löschung erfasst</translation>
    </message>
    <message>
        <source>Deletion &amp;log</source>
        <translation>Lösch&amp;protokoll</translation>
    </message>
    <message>
        <source>Deletion log summary</source>
        <translation>Zusammenfassung des Löschprotokolls</translation>
    </message>
    <message>
        <source>E&amp;xport log…</source>
        <translation>Protokoll e&amp;xportieren …</translation>
    </message>
    <message>
        <source>Export the deletion log as CSV or JSON</source>
        <translation>Löschprotokoll als CSV oder JSON exportieren</translation>
    </message>
    <message>
        <source>Deletions sent from this computer</source>
        <translation>Von diesem Computer gesendete Löschungen</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Billing Desk</source>
        <translation>Billing Desk</translation>
    </message>
    <message>
        <source>Environment banner</source>
        <translation>Umgebungshinweis</translation>
    </message>
    <message>
        <source>Screens</source>
        <translation>Ansichten</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <source>&amp;About Billing Desk</source>
        <translation>Ü&amp;ber Billing Desk</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Sign &amp;out</source>
        <translation>&amp;Abmelden</translation>
    </message>
</context>
<context>
    <name>PricePanel</name>
    <message>
        <source>Pri&amp;ce:</source>
        <translation>Prei&amp;s:</translation>
    </message>
    <message>
        <source>Currency and unit of measure</source>
        <translation>Währung und Maßeinheit</translation>
    </message>
    <message>
        <source>&amp;Quantity:</source>
        <translation>&amp;Menge:</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Menge</translation>
    </message>
    <message>
        <source>such as 45</source>
        <translation>z. B. 45</translation>
    </message>
    <message>
        <source>&amp;Term:</source>
        <translation>&amp;Laufzeit:</translation>
    </message>
    <message>
        <source>Term length</source>
        <translation>Laufzeit</translation>
    </message>
    <message>
        <source>default term</source>
        <translation>Standardlaufzeit</translation>
    </message>
    <message>
        <source>Term unit</source>
        <translation>Einheit der Laufzeit</translation>
    </message>
    <message>
        <source>days</source>
        <translation>Tage</translation>
    </message>
    <message>
        <source>months</source>
        <translation>Monate</translation>
    </message>
    <message>
        <source>years</source>
        <translation>Jahre</translation>
    </message>
    <message>
        <source>&amp;Start:</source>
        <translation>Be&amp;ginn:</translation>
    </message>
    <message>
        <source>Start date: the term&apos;s first day and the day price tags must be valid on</source>
        <translation>Beginn: der erste Tag der Laufzeit und der Tag, an dem Preis-Tags gültig sein müssen</translation>
    </message>
    <message>
        <source>E&amp;nd:</source>
        <translation>&amp;Bis:</translation>
    </message>
    <message>
        <source>Give the term by its end date</source>
        <translation>Laufzeit über ihr Enddatum angeben</translation>
    </message>
    <message>
        <source>End date: the term&apos;s last day</source>
        <translation>Enddatum: der letzte Tag der Laufzeit</translation>
    </message>
    <message>
        <source>How dates are counted</source>
        <translation>Wie Tage gezählt werden</translation>
    </message>
    <message>
        <source>30/360</source>
        <translation>30/360</translation>
    </message>
    <message>
        <source>actual/actual</source>
        <translation>actual/actual</translation>
    </message>
    <message>
        <source>Bundle options and their quantities</source>
        <translation>Bundle-Optionen und ihre Mengen</translation>
    </message>
    <message>
        <source>Input problem</source>
        <translation>Eingabeproblem</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>Copy as te&amp;xt</source>
        <translation>Als Te&amp;xt kopieren</translation>
    </message>
    <message>
        <source>Copy the breakdown as text</source>
        <translation>Aufschlüsselung als Text kopieren</translation>
    </message>
    <message>
        <source>Cop&amp;y as CSV</source>
        <translation>Als CSV kop&amp;ieren</translation>
    </message>
    <message>
        <source>Copy the breakdown as CSV</source>
        <translation>Aufschlüsselung als CSV kopieren</translation>
    </message>
    <message>
        <source>Price breakdown</source>
        <translation>Preisaufschlüsselung</translation>
    </message>
    <message>
        <source>Rules, warnings and notes</source>
        <translation>Regeln, Warnungen und Hinweise</translation>
    </message>
    <message>
        <source>Price curve: total and price per unit across quantities</source>
        <translation>Preiskurve: Gesamtpreis und Preis je Einheit über die Mengen</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>search “%1”</source>
        <translation>Suche „%1“</translation>
    </message>
    <message>
        <source>by %1, descending</source>
        <translation>nach %1, absteigend</translation>
    </message>
    <message>
        <source>by %1</source>
        <translation>nach %1</translation>
    </message>
    <message>
        <source>everything, as listed</source>
        <translation>alles, wie gelistet</translation>
    </message>
    <message>
        <source>Save view</source>
        <translation>Ansicht speichern</translation>
    </message>
    <message>
        <source>Name for what %1 shows now (its search, filters, sort and column widths):</source>
        <translation>Name für das, was %1 jetzt zeigt (Suche, Filter, Sortierung und Spaltenbreiten):</translation>
    </message>
    <message>
        <source>Replace view?</source>
        <translation>Ansicht ersetzen?</translation>
    </message>
    <message>
        <source>%1 already has a view named “%2”. Replace it with what it shows now?</source>
        <translation>%1 hat bereits eine Ansicht „%2“. Durch das ersetzen, was jetzt angezeigt wird?</translation>
    </message>
    <message>
        <source>Saved &amp;Views</source>
        <translation>Gespeicherte &amp;Ansichten</translation>
    </message>
    <message>
        <source>&amp;Save This View…</source>
        <translation>Diese Ansicht &amp;speichern …</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>&amp;Manage Views…</source>
        <translation>Ansichten &amp;verwalten …</translation>
    </message>
</context>
<context>
    <name>QueryPage</name>
    <message>
        <source>&amp;Query</source>
        <translation>Ab&amp;frage</translation>
    </message>
    <message>
        <source>Query</source>
        <translation>Abfrage</translation>
    </message>
    <message>
        <source>{ Invoice(where: {status: {_eq: &quot;Draft&quot;}}) { id invoiceNumber totalAmount } }</source>
        <translation>{ Invoice(where: {status: {_eq: &quot;Draft&quot;}}) { id invoiceNumber totalAmount } }</translation>
    </message>
    <message>
        <source>Variables (a &amp;JSON object)</source>
        <translation>&amp;Variablen (ein JSON-Objekt)</translation>
    </message>
    <message>
        <source>Variables, as a JSON object</source>
        <translation>Variablen als JSON-Objekt</translation>
    </message>
    <message>
        <source>{&quot;status&quot;: &quot;Draft&quot;}</source>
        <translation>{&quot;status&quot;: &quot;Draft&quot;}</translation>
    </message>
    <message>
        <source>Variables check</source>
        <translation>Prüfung der Variablen</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>A&amp;usführen</translation>
    </message>
    <message>
        <source>Run the query (Ctrl+Enter)</source>
        <translation>Abfrage ausführen (Strg+Eingabetaste)</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>Abbre&amp;chen</translation>
    </message>
    <message>
        <source>Cancel the running query (Esc)</source>
        <translation>Laufende Abfrage abbrechen (Esc)</translation>
    </message>
    <message>
        <source>Query status</source>
        <translation>Abfragestatus</translation>
    </message>
    <message>
        <source>Copy as c&amp;url</source>
        <translation>Als curl &amp;kopieren</translation>
    </message>
    <message>
        <source>Copy the request as a curl command, secrets as environment variables</source>
        <translation>Die Anfrage als curl-Befehl kopieren, Geheimnisse als Umgebungsvariablen</translation>
    </message>
</context>
<context>
    <name>QueryResultView</name>
    <message>
        <source>List shown as a table</source>
        <translation>Als Tabelle gezeigte Liste</translation>
    </message>
    <message>
        <source>The lists of objects in the answer: pick one to show it as a table and to export it</source>
        <translation>Die Listen von Objekten in der Antwort: eine wählen, um sie als Tabelle zu zeigen und zu exportieren</translation>
    </message>
    <message>
        <source>Where the table is in the answer</source>
        <translation>Wo die Tabelle in der Antwort steht</translation>
    </message>
    <message>
        <source>Filter rows</source>
        <translation>Zeilen filtern</translation>
    </message>
    <message>
        <source>Filter the table&apos;s rows by any cell</source>
        <translation>Die Zeilen der Tabelle nach beliebiger Zelle filtern</translation>
    </message>
    <message>
        <source>Rows shown</source>
        <translation>Gezeigte Zeilen</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exportieren…</translation>
    </message>
    <message>
        <source>Export the table&apos;s list as CSV or JSON</source>
        <translation>Die Liste der Tabelle als CSV oder JSON exportieren</translation>
    </message>
    <message>
        <source>Save the a&amp;nswer…</source>
        <translation>A&amp;ntwort speichern…</translation>
    </message>
    <message>
        <source>Save the answer exactly as received</source>
        <translation>Die Antwort genau wie empfangen speichern</translation>
    </message>
    <message>
        <source>F&amp;ind:</source>
        <translation>F&amp;inden:</translation>
    </message>
    <message>
        <source>Find in the answer</source>
        <translation>In der Antwort suchen</translation>
    </message>
    <message>
        <source>Text to find in the answer (F3: next, Shift+F3: previous)</source>
        <translation>Text, der in der Antwort gesucht wird (F3: nächster, Umschalt+F3: vorheriger)</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Treffer</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Vorheriger</translation>
    </message>
    <message>
        <source>Previous match (Shift+F3)</source>
        <translation>Vorheriger Treffer (Umschalt+F3)</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Nächster</translation>
    </message>
    <message>
        <source>Next match (F3)</source>
        <translation>Nächster Treffer (F3)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Close the find bar (Esc)</source>
        <translation>Suchleiste schließen (Esc)</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Result as a table</source>
        <translation>Ergebnis als Tabelle</translation>
    </message>
    <message>
        <source>&amp;Tree</source>
        <translation>&amp;Baum</translation>
    </message>
    <message>
        <source>Result as a tree</source>
        <translation>Ergebnis als Baum</translation>
    </message>
    <message>
        <source>Ra&amp;w JSON</source>
        <translation>&amp;JSON-Rohtext</translation>
    </message>
    <message>
        <source>Why the text is not shown</source>
        <translation>Warum der Text nicht gezeigt wird</translation>
    </message>
    <message>
        <source>Result as JSON text</source>
        <translation>Ergebnis als JSON-Text</translation>
    </message>
    <message>
        <source>Err&amp;ors (click one to go to its place)</source>
        <translation>Feh&amp;ler (anklicken, um zur Stelle zu springen)</translation>
    </message>
    <message>
        <source>Errors the service reported</source>
        <translation>Vom Dienst gemeldete Fehler</translation>
    </message>
    <message>
        <source>Ta&amp;ble</source>
        <translation>&amp;Tabelle</translation>
    </message>
</context>
<context>
    <name>QueryScreen</name>
    <message>
        <source>Queries run before</source>
        <translation>Bereits ausgeführte Abfragen</translation>
    </message>
    <message>
        <source>Queries run before in this environment and tenant, newest first; pick one to load it with its variables.</source>
        <translation>In dieser Umgebung und diesem Mandanten bereits ausgeführte Abfragen, die neueste zuerst; wählen Sie eine aus, um sie mit ihren Variablen zu laden.</translation>
    </message>
    <message>
        <source>Saved queries</source>
        <translation>Gespeicherte Abfragen</translation>
    </message>
    <message>
        <source>Named queries saved in this environment and tenant; pick one to load it.</source>
        <translation>In dieser Umgebung und diesem Mandanten unter einem Namen gespeicherte Abfragen; wählen Sie eine aus, um sie zu laden.</translation>
    </message>
    <message>
        <source>Save the query under a name</source>
        <translation>Abfrage unter einem Namen speichern</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>Entfe&amp;rnen</translation>
    </message>
    <message>
        <source>Remove the saved query shown</source>
        <translation>Angezeigte gespeicherte Abfrage entfernen</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>&amp;Speichern unter …</translation>
    </message>
    <message>
        <source>Open queries (Ctrl+T: new, Ctrl+W: close, Ctrl+PgUp / Ctrl+PgDown: previous / next)</source>
        <translation>Offene Abfragen (Strg+T: neu, Strg+W: schließen, Strg+Bild auf / Strg+Bild ab: vorherige / nächste)</translation>
    </message>
</context>
<context>
    <name>SignInDialog</name>
    <message>
        <source>Sign in — Billing Desk</source>
        <translation>Anmelden — Billing Desk</translation>
    </message>
    <message>
        <source>&amp;Environment</source>
        <translation>&amp;Umgebung</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>Umgebung</translation>
    </message>
    <message>
        <source>Service &amp;address</source>
        <translation>&amp;Dienstadresse</translation>
    </message>
    <message>
        <source>https://…</source>
        <translation>https://…</translation>
    </message>
    <message>
        <source>Service address</source>
        <translation>Dienstadresse</translation>
    </message>
    <message>
        <source>&amp;Query address</source>
        <translation>Ab&amp;frageadresse</translation>
    </message>
    <message>
        <source>optional: the query endpoint&apos;s host</source>
        <translation>optional: der Host des Abfrage-Endpunkts</translation>
    </message>
    <message>
        <source>Query address</source>
        <translation>Abfrageadresse</translation>
    </message>
    <message>
        <source>Sign in &amp;with</source>
        <translation>Anmelde&amp;verfahren</translation>
    </message>
    <message>
        <source>Authentication method</source>
        <translation>Authentifizierungsverfahren</translation>
    </message>
    <message>
        <source>API &amp;key</source>
        <translation>API-&amp;Schlüssel</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>API-Schlüssel</translation>
    </message>
    <message>
        <source>&amp;User name</source>
        <translation>&amp;Benutzername</translation>
    </message>
    <message>
        <source>User name</source>
        <translation>Benutzername</translation>
    </message>
    <message>
        <source>&amp;Password</source>
        <translation>&amp;Passwort</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Passwort</translation>
    </message>
    <message>
        <source>Tenant access &amp;key</source>
        <translation>&amp;Zugriffsschlüssel des Mandanten</translation>
    </message>
    <message>
        <source>Tenant access key</source>
        <translation>Zugriffsschlüssel des Mandanten</translation>
    </message>
    <message>
        <source>&amp;Tenant</source>
        <translation>Ma&amp;ndant</translation>
    </message>
    <message>
        <source>Tenant</source>
        <translation>Mandant</translation>
    </message>
    <message>
        <source>&amp;Remember me on this computer (in the keychain)</source>
        <translation>Auf diesem Computer &amp;merken (im Schlüsselbund)</translation>
    </message>
    <message>
        <source>Sign-in status</source>
        <translation>Anmeldestatus</translation>
    </message>
</context>
<context>
    <name>TenantScreen</name>
    <message>
        <source>Signed in</source>
        <translation>Angemeldet</translation>
    </message>
    <message>
        <source>Environment:</source>
        <translation>Umgebung:</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>Adresse:</translation>
    </message>
    <message>
        <source>Production:</source>
        <translation>Produktion:</translation>
    </message>
    <message>
        <source>Signed in with:</source>
        <translation>Angemeldet mit:</translation>
    </message>
    <message>
        <source>User:</source>
        <translation>Benutzer:</translation>
    </message>
    <message>
        <source>Tenant:</source>
        <translation>Mandant:</translation>
    </message>
    <message>
        <source>Switch tenant</source>
        <translation>Mandant wechseln</translation>
    </message>
    <message>
        <source>Your tenants</source>
        <translation>Ihre Mandanten</translation>
    </message>
    <message>
        <source>S&amp;witch to this tenant</source>
        <translation>Zu diesem Mandanten &amp;wechseln</translation>
    </message>
    <message>
        <source>Switch to the selected tenant</source>
        <translation>Zum ausgewählten Mandanten wechseln</translation>
    </message>
    <message>
        <source>Another tenant&apos;s access key</source>
        <translation>Zugriffsschlüssel eines anderen Mandanten</translation>
    </message>
    <message>
        <source>Access key of another tenant</source>
        <translation>Zugriffsschlüssel eines anderen Mandanten</translation>
    </message>
    <message>
        <source>&amp;Use this key</source>
        <translation>Diesen Schlüssel &amp;verwenden</translation>
    </message>
    <message>
        <source>Switch to the tenant of this access key</source>
        <translation>Zum Mandanten dieses Zugriffsschlüssels wechseln</translation>
    </message>
    <message>
        <source>Tenant details, as the service sends them</source>
        <translation>Mandantendetails, wie der Dienst sie sendet</translation>
    </message>
    <message>
        <source>Copy the tenant details as JSON</source>
        <translation>Mandantendetails als JSON kopieren</translation>
    </message>
    <message>
        <source>Copy as JSON (Ctrl+Shift+C)</source>
        <translation>Als JSON kopieren (Strg+Umschalt+C)</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>A&amp;ktualisieren</translation>
    </message>
    <message>
        <source>Refresh the tenant details</source>
        <translation>Mandantendetails aktualisieren</translation>
    </message>
    <message>
        <source>Refresh (F5)</source>
        <translation>Aktualisieren (F5)</translation>
    </message>
    <message>
        <source>Tenant details</source>
        <translation>Mandantendetails</translation>
    </message>
    <message>
        <source>Copy as &amp;JSON</source>
        <translation>Als JSON k&amp;opieren</translation>
    </message>
</context>
<context>
    <name>ViewsDialog</name>
    <message>
        <source>Saved views</source>
        <translation>Gespeicherte Ansichten</translation>
    </message>
    <message>
        <source>The views of this environment and tenant. Export writes them to a small JSON file a colleague can import.</source>
        <translation>Die Ansichten dieser Umgebung und dieses Mandanten. Exportieren schreibt sie in eine kleine JSON-Datei, die Kollegen importieren können.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Screen</source>
        <translation>Ansicht</translation>
    </message>
    <message>
        <source>Shows</source>
        <translation>Zeigt</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>&amp;Umbenennen …</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exportieren …</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importieren …</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
</context>
<context>
    <name>WebhookScreen</name>
    <message>
        <source>Filter by any field (Ctrl+F)</source>
        <translation>Nach beliebigem Feld filtern (Strg+F)</translation>
    </message>
    <message>
        <source>Filter webhook endpoints</source>
        <translation>Webhook-Endpunkte filtern</translation>
    </message>
    <message>
        <source>Show active or inactive endpoints</source>
        <translation>Aktive oder inaktive Endpunkte anzeigen</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exportieren …</translation>
    </message>
    <message>
        <source>Export the visible endpoints</source>
        <translation>Sichtbare Endpunkte exportieren</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>A&amp;ktualisieren</translation>
    </message>
    <message>
        <source>Refresh the webhook endpoints</source>
        <translation>Webhook-Endpunkte aktualisieren</translation>
    </message>
    <message>
        <source>Refresh (F5)</source>
        <translation>Aktualisieren (F5)</translation>
    </message>
    <message>
        <source>Webhook endpoints</source>
        <translation>Webhook-Endpunkte</translation>
    </message>
    <message>
        <source>Endpoint as received (JSON)</source>
        <translation>Endpunkt wie empfangen (JSON)</translation>
    </message>
</context>
<context>
    <name>bd::api</name>
    <message>
        <source>&quot;%1&quot; is not a web address.</source>
        <translation>„%1“ ist keine Webadresse.</translation>
    </message>
    <message>
        <source>Plain http is only allowed to this computer; use https for %1.</source>
        <translation>Unverschlüsseltes http ist nur zu diesem Computer erlaubt; verwenden Sie https für %1.</translation>
    </message>
    <message>
        <source>Only https addresses are supported, not %1.</source>
        <translation>Nur https-Adressen werden unterstützt, nicht %1.</translation>
    </message>
    <message>
        <source>The service redirected the request to %1, which is not %2. Your credentials are only sent to %2, so the request was stopped.</source>
        <translation>Der Dienst hat die Anfrage nach %1 umgeleitet, nicht nach %2. Ihre Anmeldedaten werden nur an %2 gesendet, daher wurde die Anfrage abgebrochen.</translation>
    </message>
    <message>
        <source>The address %1 redirected to the unencrypted address %2, which was not followed.</source>
        <translation>Die Adresse %1 leitete auf die unverschlüsselte Adresse %2 um; dieser Umleitung wurde nicht gefolgt.</translation>
    </message>
    <message>
        <source>Production</source>
        <translation>Produktion</translation>
    </message>
    <message>
        <source>Sandbox</source>
        <translation>Sandbox</translation>
    </message>
    <message>
        <source>Enter the service address for %1.</source>
        <translation>Geben Sie die Dienstadresse für %1 ein.</translation>
    </message>
    <message>
        <source>The API key header name cannot be empty.</source>
        <translation>Der Name des Headers für den API-Schlüssel darf nicht leer sein.</translation>
    </message>
    <message>
        <source>Set %1 before running.</source>
        <extracomment>A comment line above a curl command; %1 lists environment variable names.</extracomment>
        <translation>Vor dem Ausführen %1 setzen.</translation>
    </message>
    <message>
        <source>%1 is the user name, here %2.</source>
        <extracomment>A comment line above a curl command; %1 is a variable name, %2 a quoted user name.</extracomment>
        <translation>%1 ist der Benutzername, hier %2.</translation>
    </message>
    <message>
        <source>%1 is an access token; tokens expire after 15 minutes.</source>
        <extracomment>A comment line above a curl command; %1 is a variable name.</extracomment>
        <translation>%1 ist ein Zugriffstoken; Tokens laufen nach 15 Minuten ab.</translation>
    </message>
</context>
<context>
    <name>bd::api::ApiError</name>
    <message>
        <source>The service said: %1</source>
        <translation>Der Dienst meldete: %1</translation>
    </message>
    <message>
        <source>The service could not be reached. Check the connection and try again.</source>
        <translation>Der Dienst ist nicht erreichbar. Prüfen Sie die Verbindung und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>The service took too long to answer. Try again.</source>
        <translation>Der Dienst hat zu lange nicht geantwortet. Versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>Canceled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>Plain http is only allowed to this computer; use an https address.</source>
        <translation>Unverschlüsseltes http ist nur zu diesem Computer erlaubt; verwenden Sie eine https-Adresse.</translation>
    </message>
    <message>
        <source>The secure connection could not be verified: %1</source>
        <translation>Die sichere Verbindung konnte nicht geprüft werden: %1</translation>
    </message>
    <message>
        <source>The service refused the request as invalid.</source>
        <translation>Der Dienst hat die Anfrage als ungültig abgelehnt.</translation>
    </message>
    <message>
        <source>The service did not accept the credentials. Sign in again.</source>
        <translation>Der Dienst hat die Anmeldedaten nicht akzeptiert. Melden Sie sich erneut an.</translation>
    </message>
    <message>
        <source>The tenant access key was rejected. Pick the tenant again or check its access key.</source>
        <translation>Der Mandanten-Zugriffsschlüssel wurde abgelehnt. Wählen Sie den Mandanten erneut oder prüfen Sie seinen Schlüssel.</translation>
    </message>
    <message>
        <source>Your session has ended. Sign in again to continue.</source>
        <translation>Ihre Sitzung ist abgelaufen. Melden Sie sich erneut an, um fortzufahren.</translation>
    </message>
    <message>
        <source>Not found: it may have been deleted or unpublished.</source>
        <translation>Nicht gefunden: möglicherweise gelöscht oder nicht mehr veröffentlicht.</translation>
    </message>
    <message>
        <source>The service had an internal problem (HTTP %1). Try again later.</source>
        <translation>Im Dienst ist ein interner Fehler aufgetreten (HTTP %1). Versuchen Sie es später erneut.</translation>
    </message>
    <message>
        <source>The service answered with HTTP %1.</source>
        <translation>Der Dienst antwortete mit HTTP %1.</translation>
    </message>
    <message>
        <source>The service&apos;s answer could not be read: %1</source>
        <translation>Die Antwort des Dienstes war nicht lesbar: %1</translation>
    </message>
    <message>
        <source>The answer was larger than allowed and was stopped.</source>
        <translation>Die Antwort war größer als erlaubt und wurde abgebrochen.</translation>
    </message>
    <message>
        <source>The service is busy (too many requests) and asked us to wait until %1. Try again then.</source>
        <translation>Der Dienst ist ausgelastet (zu viele Anfragen) und bittet, bis %1 zu warten. Versuchen Sie es dann erneut.</translation>
    </message>
    <message>
        <source>The service is busy (too many requests). Try again in a minute.</source>
        <translation>Der Dienst ist ausgelastet (zu viele Anfragen). Versuchen Sie es in einer Minute erneut.</translation>
    </message>
    <message>
        <source>The service did not finish answering within %1 s, so the request was stopped. Try again later.</source>
        <translation>Der Dienst hat seine Antwort nicht innerhalb von %1 s beendet, daher wurde die Anfrage abgebrochen. Versuchen Sie es später erneut.</translation>
    </message>
    <message>
        <source>The answer was larger than %1, the most Billing Desk accepts, and was stopped.</source>
        <translation>Die Antwort war größer als %1, das Höchstmaß für Billing Desk, und wurde abgebrochen.</translation>
    </message>
    <message>
        <source>The service wants a tenant access key with this sign-in. Enter the access key of the tenant to work in.</source>
        <translation>Der Dienst verlangt bei dieser Anmeldung einen Mandanten-Zugriffsschlüssel. Geben Sie den Zugriffsschlüssel des Mandanten ein, in dem Sie arbeiten möchten.</translation>
    </message>
    <message>
        <source>Not sent: the session changed before it could go.</source>
        <translation>Nicht gesendet: Die Sitzung hat sich vorher geändert.</translation>
    </message>
    <message>
        <source>Not sent: %1.</source>
        <translation>Nicht gesendet: %1.</translation>
    </message>
</context>
<context>
    <name>bd::api::ApiJob</name>
    <message>
        <source>the service sent %1 instead of JSON</source>
        <translation>der Dienst sendete %1 statt JSON</translation>
    </message>
    <message>
        <source>unexpected content</source>
        <translation>unerwarteter Inhalt</translation>
    </message>
    <message>
        <source>The answer unpacked to far more than it could plausibly hold (a compression bomb) and was stopped.</source>
        <translation>Die Antwort wurde beim Entpacken weit größer, als sie plausibel sein kann (eine Kompressionsbombe), und wurde abgebrochen.</translation>
    </message>
</context>
<context>
    <name>bd::api::AuthSession</name>
    <message>
        <source>you signed out</source>
        <translation>Sie haben sich abgemeldet</translation>
    </message>
    <message>
        <source>you signed in to %1</source>
        <translation>Sie haben sich bei %1 angemeldet</translation>
    </message>
    <message>
        <source>you signed in as %1</source>
        <translation>Sie haben sich als %1 angemeldet</translation>
    </message>
    <message>
        <source>you switched to %1</source>
        <translation>Sie haben zu %1 gewechselt</translation>
    </message>
</context>
<context>
    <name>bd::api::BoundedReply</name>
    <message>
        <source>No answer for %1 s</source>
        <translation>Seit %1 s keine Antwort</translation>
    </message>
    <message>
        <source>Too many redirects</source>
        <translation>Zu viele Weiterleitungen</translation>
    </message>
    <message>
        <source>The service answered %1 %2</source>
        <translation>Der Dienst antwortete %1 %2</translation>
    </message>
    <message>
        <source>Operation canceled</source>
        <translation>Vorgang abgebrochen</translation>
    </message>
</context>
<context>
    <name>bd::api::ContactJob</name>
    <message>
        <source>Enter a contact id.</source>
        <translation>Geben Sie eine Kontakt-ID ein.</translation>
    </message>
</context>
<context>
    <name>bd::api::ContactListJob</name>
    <message>
        <source>Enter a customer id.</source>
        <translation>Geben Sie eine Kunden-ID ein.</translation>
    </message>
</context>
<context>
    <name>bd::api::ProductJob</name>
    <message>
        <source>the service answered with product %1 instead of %2</source>
        <translation>der Dienst antwortete mit dem Produkt %1 statt %2</translation>
    </message>
</context>
<context>
    <name>bd::api::QueryJob</name>
    <message>
        <source>Variables must be a JSON object, for example {&quot;id&quot;: &quot;001...&quot;}.</source>
        <translation>Die Variablen müssen ein JSON-Objekt sein, zum Beispiel {&quot;id&quot;: &quot;001...&quot;}.</translation>
    </message>
    <message>
        <source>Enter a query, for example { Customer { id name } }.</source>
        <translation>Geben Sie eine Abfrage ein, zum Beispiel { Customer { id name } }.</translation>
    </message>
</context>
<context>
    <name>bd::api::SignInFlow</name>
    <message>
        <source>Enter the API key.</source>
        <translation>Geben Sie den API-Schlüssel ein.</translation>
    </message>
</context>
<context>
    <name>bd::api::TokenJob</name>
    <message>
        <source>Enter your user name.</source>
        <translation>Geben Sie Ihren Benutzernamen ein.</translation>
    </message>
    <message>
        <source>Enter your password.</source>
        <translation>Geben Sie Ihr Passwort ein.</translation>
    </message>
</context>
<context>
    <name>bd::app::Application</name>
    <message>
        <source>Billing Desk</source>
        <translation>Billing Desk</translation>
    </message>
    <message>
        <source>The demo sandbox could not start: %1</source>
        <translation>Die Demo-Sandbox konnte nicht gestartet werden: %1</translation>
    </message>
    <message>
        <source>Demo sandbox (%1)</source>
        <translation>Demo-Sandbox (%1)</translation>
    </message>
    <message>
        <source>Switched tenant, but the keychain did not keep its access key: %1</source>
        <translation>Mandant gewechselt, aber der Schlüsselbund hat den Zugriffsschlüssel des Mandanten nicht gespeichert: %1</translation>
    </message>
</context>
<context>
    <name>bd::app::CommandLine</name>
    <message>
        <source>Desktop client for the Billing and Catalog Service.

Secrets are read from BILLING_DESK_API_KEY, BILLING_DESK_PASSWORD and BILLING_DESK_TENANT_KEY, or from standard input with --secret-stdin; never from the command line.</source>
        <translation>Desktop-Client für den Billing and Catalog Service.

Zugangsdaten werden aus BILLING_DESK_API_KEY, BILLING_DESK_PASSWORD und BILLING_DESK_TENANT_KEY gelesen oder mit --secret-stdin von der Standardeingabe, niemals von der Befehlszeile.</translation>
    </message>
    <message>
        <source>Show this help and exit.</source>
        <translation>Diese Hilfe anzeigen und beenden.</translation>
    </message>
    <message>
        <source>Show the version and exit.</source>
        <translation>Version anzeigen und beenden.</translation>
    </message>
    <message>
        <source>Start the built-in sandbox service and sign in to it.</source>
        <translation>Den eingebauten Sandbox-Dienst starten und sich dort anmelden.</translation>
    </message>
    <message>
        <source>Environment: production, sandbox or custom.</source>
        <translation>Umgebung: production, sandbox oder custom.</translation>
    </message>
    <message>
        <source>Service address (https, or http to this computer).</source>
        <translation>Dienstadresse (https oder http zu diesem Computer).</translation>
    </message>
    <message>
        <source>Address of the query endpoint&apos;s host.</source>
        <translation>Adresse des Hosts des Abfrage-Endpunkts.</translation>
    </message>
    <message>
        <source>Authentication: api-key, token or basic.</source>
        <translation>Authentifizierung: api-key, token oder basic.</translation>
    </message>
    <message>
        <source>User name for token or Basic authentication.</source>
        <translation>Benutzername für die Token- oder Basic-Authentifizierung.</translation>
    </message>
    <message>
        <source>Read the API key (api-key) or the password (token, basic) from standard input.</source>
        <translation>API-Schlüssel (api-key) oder Passwort (token, basic) von der Standardeingabe lesen.</translation>
    </message>
    <message>
        <source>Unexpected argument: %1</source>
        <translation>Unerwartetes Argument: %1</translation>
    </message>
    <message>
        <source>Production</source>
        <translation>Produktion</translation>
    </message>
    <message>
        <source>Sandbox</source>
        <translation>Sandbox</translation>
    </message>
    <message>
        <source>--environment must be production, sandbox or custom.</source>
        <translation>--environment muss production, sandbox oder custom sein.</translation>
    </message>
    <message>
        <source>Custom address</source>
        <translation>Eigene Adresse</translation>
    </message>
    <message>
        <source>--auth must be api-key, token or basic.</source>
        <translation>--auth muss api-key, token oder basic sein.</translation>
    </message>
</context>
<context>
    <name>bd::cli</name>
    <message>
        <source>Show this help (or a command&apos;s) and exit.</source>
        <translation>Diese Hilfe (oder die eines Befehls) anzeigen und beenden.</translation>
    </message>
    <message>
        <source>Show the version and exit.</source>
        <translation>Die Version anzeigen und beenden.</translation>
    </message>
    <message>
        <source>Run against the built-in sandbox service: sample data, no account needed.</source>
        <translation>Gegen den eingebauten Sandbox-Dienst ausführen: Beispieldaten, kein Konto nötig.</translation>
    </message>
    <message>
        <source>With --auth token: which of your tenants (id or name).</source>
        <translation>Mit --auth token: welcher Ihrer Mandanten (ID oder Name).</translation>
    </message>
    <message>
        <source>Run “%1 --help” for how to use it.</source>
        <translation>Mit „%1 --help“ erfahren Sie, wie es geht.</translation>
    </message>
    <message>
        <source>Name a command, for example “products list”.</source>
        <translation>Nennen Sie einen Befehl, zum Beispiel „products list“.</translation>
    </message>
    <message>
        <source>“%1” needs a command after it.</source>
        <translation>Nach „%1“ fehlt ein Befehl.</translation>
    </message>
    <message>
        <source>Unknown command: %1 %2</source>
        <translation>Unbekannter Befehl: %1 %2</translation>
    </message>
    <message>
        <source>Unknown command: %1</source>
        <translation>Unbekannter Befehl: %1</translation>
    </message>
    <message>
        <source>Output: table, csv, json or jsonl.</source>
        <translation>Ausgabe: table, csv, json oder jsonl.</translation>
    </message>
    <message>
        <source>Missing: %1</source>
        <translation>Es fehlt: %1</translation>
    </message>
    <message>
        <source>Unexpected argument: %1</source>
        <translation>Unerwartetes Argument: %1</translation>
    </message>
    <message>
        <source>--format must be table, csv, json or jsonl.</source>
        <translation>--format muss table, csv, json oder jsonl sein.</translation>
    </message>
    <message>
        <source>The demo needs no sign-in: run the other commands with --demo.</source>
        <translation>Die Demo braucht keine Anmeldung: Führen Sie die anderen Befehle mit --demo aus.</translation>
    </message>
    <message>
        <source>--secret-stdin cannot be combined with reading a file from standard input (“-”).</source>
        <translation>--secret-stdin lässt sich nicht mit dem Lesen einer Datei von der Standardeingabe („-“) kombinieren.</translation>
    </message>
    <message>
        <source>Usage: %1 [options] &lt;command&gt; [arguments] [command options]</source>
        <translation>Aufruf: %1 [Optionen] &lt;Befehl&gt; [Argumente] [Befehlsoptionen]</translation>
    </message>
    <message>
        <source>Command-line client for the Billing and Catalog Service: the same core as the Billing Desk window, for terminals and scripts. Data goes to standard output; messages, waits and progress go to standard error.</source>
        <translation>Kommandozeilen-Client für den Billing and Catalog Service: derselbe Kern wie das Billing-Desk-Fenster, für Terminals und Skripte. Daten gehen auf die Standardausgabe; Meldungen, Wartezeiten und Fortschritt auf die Standardfehlerausgabe.</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>Befehle:</translation>
    </message>
    <message>
        <source>Run “%1 &lt;command&gt; --help” for a command&apos;s options.</source>
        <translation>Mit „%1 &lt;Befehl&gt; --help“ sehen Sie die Optionen eines Befehls.</translation>
    </message>
    <message>
        <source>Where and how to sign in work as in the window. Secrets never come from arguments (they would show in the process list): they come from the keychain (after “sign-in”; the window and this tool share it), from BILLING_DESK_API_KEY, BILLING_DESK_PASSWORD and BILLING_DESK_TENANT_KEY (removed from the environment once read), or from standard input with --secret-stdin.</source>
        <translation>Wo und wie Sie sich anmelden, funktioniert wie im Fenster. Geheimnisse kommen nie aus Argumenten (sie wären in der Prozessliste sichtbar): Sie kommen aus dem Schlüsselbund (nach „sign-in“; Fenster und dieses Werkzeug teilen ihn), aus BILLING_DESK_API_KEY, BILLING_DESK_PASSWORD und BILLING_DESK_TENANT_KEY (nach dem Lesen aus der Umgebung entfernt) oder mit --secret-stdin von der Standardeingabe.</translation>
    </message>
    <message>
        <source>Exit status:</source>
        <translation>Exit-Status:</translation>
    </message>
    <message>
        <source>done</source>
        <translation>erledigt</translation>
    </message>
    <message>
        <source>a request failed (the service could not be reached, refused it, or answered badly)</source>
        <translation>eine Anfrage ist fehlgeschlagen (der Dienst war nicht erreichbar, hat sie abgelehnt oder fehlerhaft geantwortet)</translation>
    </message>
    <message>
        <source>usage: the command line is wrong or a value breaks the service&apos;s rules; nothing was sent</source>
        <translation>Aufruf: die Befehlszeile ist falsch oder ein Wert verletzt die Regeln des Dienstes; nichts wurde gesendet</translation>
    </message>
    <message>
        <source>not signed in, credentials refused, or a deletion not confirmed</source>
        <translation>nicht angemeldet, Zugangsdaten abgelehnt oder eine Löschung nicht bestätigt</translation>
    </message>
    <message>
        <source>some rows of a CSV update failed; the others were sent</source>
        <translation>einige Zeilen einer CSV-Änderung sind fehlgeschlagen; die anderen wurden gesendet</translation>
    </message>
    <message>
        <source>Examples:</source>
        <translation>Beispiele:</translation>
    </message>
    <message>
        <source>Usage: %1 [options] %2 &lt;command&gt; [arguments] [command options]</source>
        <translation>Aufruf: %1 [Optionen] %2 &lt;Befehl&gt; [Argumente] [Befehlsoptionen]</translation>
    </message>
    <message>
        <source>Usage: %1</source>
        <translation>Aufruf: %1</translation>
    </message>
    <message>
        <source>Output: table, csv, json or jsonl (default: %1).</source>
        <translation>Ausgabe: table, csv, json oder jsonl (Standard: %1).</translation>
    </message>
    <message>
        <source>Arguments:</source>
        <translation>Argumente:</translation>
    </message>
    <message>
        <source>Global options (--demo, --environment, --base-url, --auth, ...): see “%1 --help”.</source>
        <translation>Globale Optionen (--demo, --environment, --base-url, --auth, ...): siehe „%1 --help“.</translation>
    </message>
    <message>
        <source>Show one contact with every field.</source>
        <translation>Einen Kontakt mit allen Feldern anzeigen.</translation>
    </message>
    <message>
        <source>The contact&apos;s id (003…).</source>
        <translation>Die ID des Kontakts (003…).</translation>
    </message>
    <message>
        <source>Find contacts by exact email address or full name.</source>
        <translation>Kontakte nach genauer E-Mail-Adresse oder vollem Namen finden.</translation>
    </message>
    <message>
        <source>The email address to look for.</source>
        <translation>Die gesuchte E-Mail-Adresse.</translation>
    </message>
    <message>
        <source>The full name to look for.</source>
        <translation>Der gesuchte volle Name.</translation>
    </message>
    <message>
        <source>Searches through the query endpoint, as the window does. Exits with 1 when no contact matches.</source>
        <translation>Sucht über den Query-Endpunkt, wie das Fenster. Endet mit 1, wenn kein Kontakt passt.</translation>
    </message>
    <message>
        <source>Give one of --email or --name.</source>
        <translation>Geben Sie --email oder --name an.</translation>
    </message>
    <message>
        <source>“%1” is read-only; these fields can be changed: %2.</source>
        <translation>„%1“ ist schreibgeschützt; diese Felder können geändert werden: %2.</translation>
    </message>
    <message>
        <source>“%1” is not a contact field; these can be changed: %2.</source>
        <translation>„%1“ ist kein Kontaktfeld; diese können geändert werden: %2.</translation>
    </message>
    <message>
        <source>Give the contact&apos;s id and at least one field=value, or --from-csv FILE.</source>
        <translation>Geben Sie die ID des Kontakts und mindestens ein Feld=Wert an, oder --from-csv DATEI.</translation>
    </message>
    <message>
        <source>“%1” is not field=value.</source>
        <translation>„%1“ ist nicht Feld=Wert.</translation>
    </message>
    <message>
        <source>The file is not CSV: %1.</source>
        <translation>Die Datei ist kein CSV: %1.</translation>
    </message>
    <message>
        <source>The file is empty: its first line must name the columns (id and the fields to change).</source>
        <translation>Die Datei ist leer: Ihre erste Zeile muss die Spalten nennen (id und die zu ändernden Felder).</translation>
    </message>
    <message>
        <source>Column %1 of the header: %2</source>
        <translation>Spalte %1 der Kopfzeile: %2</translation>
    </message>
    <message>
        <source>The header names “%1” twice.</source>
        <translation>Die Kopfzeile nennt „%1“ zweimal.</translation>
    </message>
    <message>
        <source>The header has no “id” column: each row must say which contact it changes.</source>
        <translation>Die Kopfzeile hat keine Spalte „id“: Jede Zeile muss sagen, welchen Kontakt sie ändert.</translation>
    </message>
    <message>
        <source>it has %1 cells, the header %2</source>
        <translation>sie hat %1 Zellen, die Kopfzeile %2</translation>
    </message>
    <message>
        <source>it has no id</source>
        <translation>sie hat keine ID</translation>
    </message>
    <message>
        <source>The file has a header but no rows.</source>
        <translation>Die Datei hat eine Kopfzeile, aber keine Zeilen.</translation>
    </message>
    <message>
        <source>Change contacts: one from the command line, or many from a CSV file.</source>
        <translation>Kontakte ändern: einen über die Befehlszeile oder viele aus einer CSV-Datei.</translation>
    </message>
    <message>
        <source>A writable field by its name (firstName, email, billingCity, …) and its new value; an empty value clears the field.</source>
        <translation>Ein beschreibbares Feld mit seinem Namen (firstName, email, billingCity, …) und sein neuer Wert; ein leerer Wert leert das Feld.</translation>
    </message>
    <message>
        <source>Read the changes from a CSV file (“-”: standard input): a header with id and the fields, then one row per contact.</source>
        <translation>Die Änderungen aus einer CSV-Datei lesen („-“: Standardeingabe): eine Kopfzeile mit id und den Feldern, dann eine Zeile pro Kontakt.</translation>
    </message>
    <message>
        <source>Load each contact and show old → new; send nothing.</source>
        <translation>Jeden Kontakt laden und alt → neu zeigen; nichts senden.</translation>
    </message>
    <message>
        <source>Each value is checked as the window checks it (length limits, email, birthday as YYYY-MM-DD) before anything is sent, and only fields whose value changes are sent. In a CSV file an empty cell leaves the field as it is. A row that fails is reported and the others are still sent; the exit status is then 4. Results: updated, unchanged, would-update (dry run), invalid (refused before sending), refused (by the service), not-found, failed (no answer or a server failure: try again).</source>
        <translation>Jeder Wert wird geprüft wie im Fenster (Längengrenzen, E-Mail, Geburtstag als JJJJ-MM-TT), bevor etwas gesendet wird, und nur Felder, deren Wert sich ändert, werden gesendet. In einer CSV-Datei lässt eine leere Zelle das Feld, wie es ist. Eine fehlgeschlagene Zeile wird gemeldet und die anderen werden trotzdem gesendet; der Exit-Status ist dann 4. Ergebnisse: updated, unchanged, would-update (Probelauf), invalid (vor dem Senden abgelehnt), refused (vom Dienst), not-found, failed (keine Antwort oder ein Serverfehler: erneut versuchen).</translation>
    </message>
    <message>
        <source>Give either --from-csv or ID field=value…, not both.</source>
        <translation>Geben Sie entweder --from-csv oder ID Feld=Wert… an, nicht beides.</translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation>%1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Contacts</source>
        <translation>Kontakte</translation>
    </message>
    <message>
        <source>%1 (line %2)</source>
        <translation>%1 (Zeile %2)</translation>
    </message>
    <message>
        <source>updated</source>
        <translation>geändert</translation>
    </message>
    <message>
        <source>unchanged: every value is already so</source>
        <translation>unverändert: jeder Wert ist bereits so</translation>
    </message>
    <message>
        <source>would change (dry run, nothing sent)</source>
        <translation>würde sich ändern (Probelauf, nichts gesendet)</translation>
    </message>
    <message>
        <source>refused before sending</source>
        <translation>vor dem Senden abgelehnt</translation>
    </message>
    <message>
        <source>refused by the service</source>
        <translation>vom Dienst abgelehnt</translation>
    </message>
    <message>
        <source>not found</source>
        <translation>nicht gefunden</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>warning %1: %2</source>
        <translation>Warnung %1: %2</translation>
    </message>
    <message>
        <source>Dry run: %1 of %2 contacts would change, %3 failed; nothing was sent.</source>
        <translation>Probelauf: %1 von %2 Kontakten würden sich ändern, %3 fehlgeschlagen; nichts wurde gesendet.</translation>
    </message>
    <message>
        <source>%1 of %2 contacts updated, %3 failed.</source>
        <translation>%1 von %2 Kontakten geändert, %3 fehlgeschlagen.</translation>
    </message>
    <message>
        <source>a quote opened on line %1 is never closed</source>
        <translation>ein in Zeile %1 geöffnetes Anführungszeichen wird nie geschlossen</translation>
    </message>
    <message>
        <source>Delete invoices by id or by status (Canceled, Draft).</source>
        <translation>Rechnungen nach ID oder Status (Canceled, Draft) löschen.</translation>
    </message>
    <message>
        <source>Invoice ids (separated by spaces or commas).</source>
        <translation>Rechnungs-IDs (durch Leerzeichen oder Kommas getrennt).</translation>
    </message>
    <message>
        <source>Read the invoice ids from a file (“-”: standard input), as the window&apos;s list takes them.</source>
        <translation>Die Rechnungs-IDs aus einer Datei lesen („-“: Standardeingabe), wie die Liste im Fenster sie nimmt.</translation>
    </message>
    <message>
        <source>Every invoice with this status: Canceled or Draft.</source>
        <translation>Jede Rechnung mit diesem Status: Canceled oder Draft.</translation>
    </message>
    <message>
        <source>Delete without asking. In Production, name the tenant: --yes=TENANT.</source>
        <translation>Ohne Nachfrage löschen. In Production den Mandanten nennen: --yes=MANDANT.</translation>
    </message>
    <message>
        <source>The deletion is sent once and never retried. Without --yes, what would be deleted is shown and a terminal is asked; with no terminal nothing is deleted (exit status 3).</source>
        <translation>Die Löschung wird einmal gesendet und nie wiederholt. Ohne --yes wird gezeigt, was gelöscht würde, und am Terminal nachgefragt; ohne Terminal wird nichts gelöscht (Exit-Status 3).</translation>
    </message>
    <message>
        <source>Give one of --ids, --ids-from or --status.</source>
        <translation>Geben Sie eines von --ids, --ids-from oder --status an.</translation>
    </message>
    <message>
        <source>--status must be one of: %1.</source>
        <translation>--status muss eines davon sein: %1.</translation>
    </message>
    <message>
        <source>Nothing deleted: in Production, --yes must name the tenant: --yes=%1</source>
        <translation>Nichts gelöscht: In Production muss --yes den Mandanten nennen: --yes=%1</translation>
    </message>
    <message>
        <source>Type “%1” to delete: </source>
        <translation>Zum Löschen „%1“ eingeben: </translation>
    </message>
    <message>
        <source>Delete? Type “yes”: </source>
        <translation>Löschen? „yes“ eingeben: </translation>
    </message>
    <message>
        <source>Nothing deleted.</source>
        <translation>Nichts gelöscht.</translation>
    </message>
    <message>
        <source>Nothing deleted: confirm with --yes=%1.</source>
        <translation>Nichts gelöscht: Bestätigen Sie mit --yes=%1.</translation>
    </message>
    <message>
        <source>Nothing deleted: confirm with --yes.</source>
        <translation>Nichts gelöscht: Bestätigen Sie mit --yes.</translation>
    </message>
    <message>
        <source>Show one product (JSON exactly as received).</source>
        <translation>Ein Produkt anzeigen (JSON genau wie empfangen).</translation>
    </message>
    <message>
        <source>The product&apos;s id: 15 or 18 letters and digits.</source>
        <translation>Die ID des Produkts: 15 oder 18 Buchstaben und Ziffern.</translation>
    </message>
    <message>
        <source>Product %1</source>
        <translation>Produkt %1</translation>
    </message>
    <message>
        <source>Not as the spec describes: %1</source>
        <translation>Nicht wie in der Spezifikation beschrieben: %1</translation>
    </message>
    <message>
        <source>Only products with every word of TEXT in their name, SKU, description, features or options (as the window&apos;s search).</source>
        <translation>Nur Produkte mit jedem Wort von TEXT in Name, SKU, Beschreibung, Merkmalen oder Optionen (wie die Suche im Fenster).</translation>
    </message>
    <message>
        <source>Only products whose field has this value (recordType, priceModel, billingTiming, category, currency); repeatable.</source>
        <translation>Nur Produkte, deren Feld diesen Wert hat (recordType, priceModel, billingTiming, category, currency); wiederholbar.</translation>
    </message>
    <message>
        <source>List the published products (every page).</source>
        <translation>Die veröffentlichten Produkte auflisten (alle Seiten).</translation>
    </message>
    <message>
        <source>Write the products to a file: JSON exactly as received, or CSV.</source>
        <translation>Die Produkte in eine Datei schreiben: JSON genau wie empfangen, oder CSV.</translation>
    </message>
    <message>
        <source>Where to write; “-” for standard output. Its suffix picks the format (.csv, .jsonl, else JSON) unless --format says.</source>
        <translation>Wohin geschrieben wird; „-“ für die Standardausgabe. Die Endung wählt das Format (.csv, .jsonl, sonst JSON), außer --format sagt es.</translation>
    </message>
    <message>
        <source>An export is csv, json or jsonl, not a table.</source>
        <translation>Ein Export ist csv, json oder jsonl, keine Tabelle.</translation>
    </message>
    <message>
        <source>Loading products</source>
        <translation>Produkte werden geladen</translation>
    </message>
    <message>
        <source>The products could not be loaded</source>
        <translation>Die Produkte konnten nicht geladen werden</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more.</source>
        <translation>
            <numerusform>… und %n weiteres.</numerusform>
            <numerusform>… und %n weitere.</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n product(s) to %1.</source>
        <translation>
            <numerusform>%n Produkt nach %1 geschrieben.</numerusform>
            <numerusform>%n Produkte nach %1 geschrieben.</numerusform>
        </translation>
    </message>
    <message>
        <source>--filter takes field=value, not “%1”.</source>
        <translation>--filter erwartet Feld=Wert, nicht „%1“.</translation>
    </message>
    <message>
        <source>Products cannot be filtered by “%1”; use one of: %2.</source>
        <translation>Produkte können nicht nach „%1“ gefiltert werden; verwenden Sie eines von: %2.</translation>
    </message>
    <message>
        <source>Your session has ended and could not be renewed. Run “%1 sign-in” and try again.</source>
        <translation>Ihre Sitzung ist beendet und konnte nicht erneuert werden. Führen Sie „%1 sign-in“ aus und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>The demo sandbox could not start: %1</source>
        <translation>Die Demo-Sandbox konnte nicht starten: %1</translation>
    </message>
    <message>
        <source>Demo sandbox (%1)</source>
        <translation>Demo-Sandbox (%1)</translation>
    </message>
    <message>
        <source>Say where the service is: --environment production or sandbox (with the address set up in Billing Desk), or --base-url.</source>
        <translation>Sagen Sie, wo der Dienst ist: --environment production oder sandbox (mit der in Billing Desk eingerichteten Adresse) oder --base-url.</translation>
    </message>
    <message>
        <source>Not signed in. Run “%1 sign-in”, give the secrets for this run (BILLING_DESK_API_KEY, BILLING_DESK_PASSWORD or --secret-stdin), or try the built-in sandbox with --demo.</source>
        <translation>Nicht angemeldet. Führen Sie „%1 sign-in“ aus, geben Sie die Geheimnisse für diesen Lauf an (BILLING_DESK_API_KEY, BILLING_DESK_PASSWORD oder --secret-stdin) oder probieren Sie die eingebaute Sandbox mit --demo.</translation>
    </message>
    <message>
        <source>Not signed in to %1: the remembered account is for %2. Run “%3 sign-in” for %1, or give the secrets for this run.</source>
        <translation>Nicht bei %1 angemeldet: Das gespeicherte Konto ist für %2. Führen Sie „%3 sign-in“ für %1 aus oder geben Sie die Geheimnisse für diesen Lauf an.</translation>
    </message>
    <message>
        <source>The keychain holds no secrets for the remembered account (%1).</source>
        <translation>Der Schlüsselbund enthält keine Geheimnisse für das gespeicherte Konto (%1).</translation>
    </message>
    <message>
        <source>Run “%1 sign-in”.</source>
        <translation>Führen Sie „%1 sign-in“ aus.</translation>
    </message>
    <message>
        <source>Could not sign in as the remembered account: %1</source>
        <translation>Anmeldung mit dem gespeicherten Konto nicht möglich: %1</translation>
    </message>
    <message>
        <source>You have no tenant “%1”; choose one of: %2.</source>
        <translation>Sie haben keinen Mandanten „%1“; wählen Sie einen von: %2.</translation>
    </message>
    <message>
        <source>You belong to several tenants; choose one with --tenant: %1.</source>
        <translation>Sie gehören zu mehreren Mandanten; wählen Sie einen mit --tenant: %1.</translation>
    </message>
    <message>
        <source>You belong to several tenants:</source>
        <translation>Sie gehören zu mehreren Mandanten:</translation>
    </message>
    <message>
        <source>Tenant (1-%1): </source>
        <translation>Mandant (1-%1): </translation>
    </message>
    <message>
        <source>No tenant chosen.</source>
        <translation>Kein Mandant gewählt.</translation>
    </message>
    <message>
        <source>Could not sign in: %1</source>
        <translation>Anmeldung nicht möglich: %1</translation>
    </message>
    <message>
        <source>Sign in and remember it in the keychain (shared with the window).</source>
        <translation>Anmelden und im Schlüsselbund speichern (mit dem Fenster geteilt).</translation>
    </message>
    <message>
        <source>Where and how come from --environment or --base-url, --auth and --user. The secret comes from BILLING_DESK_API_KEY or BILLING_DESK_PASSWORD, from --secret-stdin, or is asked for on the terminal.</source>
        <translation>Wo und wie kommen aus --environment oder --base-url, --auth und --user. Das Geheimnis kommt aus BILLING_DESK_API_KEY oder BILLING_DESK_PASSWORD, aus --secret-stdin oder wird am Terminal abgefragt.</translation>
    </message>
    <message>
        <source>No secret given: set BILLING_DESK_API_KEY or BILLING_DESK_PASSWORD, or use --secret-stdin.</source>
        <translation>Kein Geheimnis angegeben: Setzen Sie BILLING_DESK_API_KEY oder BILLING_DESK_PASSWORD oder verwenden Sie --secret-stdin.</translation>
    </message>
    <message>
        <source>API key: </source>
        <translation>API-Schlüssel: </translation>
    </message>
    <message>
        <source>Password for %1: </source>
        <translation>Passwort für %1: </translation>
    </message>
    <message>
        <source>Signed in, but the keychain did not keep the secrets: %1</source>
        <translation>Angemeldet, aber der Schlüsselbund hat die Geheimnisse nicht behalten: %1</translation>
    </message>
    <message>
        <source>Signed in to %1. Billing Desk and later commands use this sign-in until “sign-out”.</source>
        <translation>Bei %1 angemeldet. Billing Desk und spätere Befehle verwenden diese Anmeldung bis „sign-out“.</translation>
    </message>
    <message>
        <source>Forget the remembered sign-in (also the window&apos;s).</source>
        <translation>Die gespeicherte Anmeldung vergessen (auch die des Fensters).</translation>
    </message>
    <message>
        <source>Signed out, but some secrets could not be erased from the keychain.</source>
        <translation>Abgemeldet, aber einige Geheimnisse konnten nicht aus dem Schlüsselbund gelöscht werden.</translation>
    </message>
    <message>
        <source>Signed out.</source>
        <translation>Abgemeldet.</translation>
    </message>
    <message>
        <source>Show the signed-in tenant&apos;s details.</source>
        <translation>Die Details des angemeldeten Mandanten anzeigen.</translation>
    </message>
    <message>
        <source>Tenant</source>
        <translation>Mandant</translation>
    </message>
    <message>
        <source>List the tenant&apos;s webhook endpoints.</source>
        <translation>Die Webhook-Endpunkte des Mandanten auflisten.</translation>
    </message>
    <message>
        <source>Webhook endpoints</source>
        <translation>Webhook-Endpunkte</translation>
    </message>
    <message>
        <source>Run a GraphQL query from a file and print the answer.</source>
        <translation>Eine GraphQL-Abfrage aus einer Datei ausführen und die Antwort ausgeben.</translation>
    </message>
    <message>
        <source>The query; “-” for standard input.</source>
        <translation>Die Abfrage; „-“ für die Standardeingabe.</translation>
    </message>
    <message>
        <source>The variables: a JSON object, or @FILE to read them from a file.</source>
        <translation>Die Variablen: ein JSON-Objekt oder @DATEI, um sie aus einer Datei zu lesen.</translation>
    </message>
    <message>
        <source>Line %1, column %2: %3</source>
        <translation>Zeile %1, Spalte %2: %3</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
    <message>
        <source>%1 per %2 · quantity %3 · term %4 %5</source>
        <translation>%1 je %2 · Menge %3 · Laufzeit %4 %5</translation>
    </message>
    <message>
        <source>%1 (not added)</source>
        <translation>%1 (nicht addiert)</translation>
    </message>
    <message>
        <source>Total, rounded once</source>
        <translation>Summe, einmal gerundet</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>Einheiten</translation>
    </message>
    <message>
        <source>Unit price</source>
        <translation>Stückpreis</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Betrag</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>How many units: a number of at least 0, such as 45 or 2.5 (the unit of measure rounds it).</source>
        <translation>Wie viele Einheiten: eine Zahl ab 0, etwa 45 oder 2.5 (die Mengeneinheit rundet sie).</translation>
    </message>
    <message>
        <source>The term&apos;s length in --term-unit (default: the product&apos;s default term).</source>
        <translation>Die Länge der Laufzeit in --term-unit (Standard: die Standardlaufzeit des Produkts).</translation>
    </message>
    <message>
        <source>day, month or year (default: month).</source>
        <translation>day, month oder year (Standard: month).</translation>
    </message>
    <message>
        <source>The term&apos;s first day, YYYY-MM-DD; also the day price tags must be valid on (default: today).</source>
        <translation>Der erste Tag der Laufzeit, YYYY-MM-DD; auch der Tag, an dem Preis-Tags gelten müssen (Standard: heute).</translation>
    </message>
    <message>
        <source>The term&apos;s last day (included), YYYY-MM-DD: with --start, instead of --term.</source>
        <translation>Der letzte Tag der Laufzeit (eingeschlossen), YYYY-MM-DD: mit --start, statt --term.</translation>
    </message>
    <message>
        <source>How dates count: 30/360 (US NASD, the default) or actual (actual/actual).</source>
        <translation>Wie Daten zählen: 30/360 (US NASD, Standard) oder actual (actual/actual).</translation>
    </message>
    <message>
        <source>The price&apos;s currency, an ISO 4217 code (default: the recommended price&apos;s).</source>
        <translation>Die Währung des Preises, ein ISO-4217-Code (Standard: die des empfohlenen Preises).</translation>
    </message>
    <message>
        <source>The price&apos;s unit of measure by name, such as User/Month (default: the recommended one).</source>
        <translation>Die Mengeneinheit des Preises nach Namen, etwa User/Month (Standard: die empfohlene).</translation>
    </message>
    <message>
        <source>A bundle option&apos;s quantity, option-id=quantity, within its min and max; repeatable.</source>
        <translation>Die Menge einer Paketoption als option-id=Menge, zwischen ihrem Minimum und Maximum; wiederholbar.</translation>
    </message>
    <message>
        <source>--%1 must be a date as YYYY-MM-DD, such as 2025-01-31, not “%2”.</source>
        <translation>--%1 muss ein Datum im Format YYYY-MM-DD sein, etwa 2025-01-31, nicht „%2“.</translation>
    </message>
    <message>
        <source>--term must be a number of at least 0, such as 12 or 1.5, not “%1”.</source>
        <translation>--term muss eine Zahl ab 0 sein, etwa 12 oder 1.5, nicht „%1“.</translation>
    </message>
    <message>
        <source>--term-unit goes with --term: the unit its number counts.</source>
        <translation>--term-unit gehört zu --term: die Einheit, die dessen Zahl zählt.</translation>
    </message>
    <message>
        <source>--term-unit must be day, month or year, not “%1”.</source>
        <translation>--term-unit muss day, month oder year sein, nicht „%1“.</translation>
    </message>
    <message>
        <source>--end needs --start: the term runs from its first day to its last.</source>
        <translation>--end braucht --start: Die Laufzeit reicht von ihrem ersten bis zu ihrem letzten Tag.</translation>
    </message>
    <message>
        <source>Give the term as --term N or as --start and --end, not both.</source>
        <translation>Geben Sie die Laufzeit als --term N oder mit --start und --end an, nicht beides.</translation>
    </message>
    <message>
        <source>--end (%1) is before --start (%2): the end is the term&apos;s last day, on or after its first.</source>
        <translation>--end (%1) liegt vor --start (%2): Das Ende ist der letzte Tag der Laufzeit, am oder nach ihrem ersten.</translation>
    </message>
    <message>
        <source>--basis must be 30/360 or actual, not “%1”.</source>
        <translation>--basis muss 30/360 oder actual sein, nicht „%1“.</translation>
    </message>
    <message>
        <source>--currency must be a three-letter ISO 4217 code such as USD, not “%1”.</source>
        <translation>--currency muss ein dreibuchstabiger ISO-4217-Code wie USD sein, nicht „%1“.</translation>
    </message>
    <message>
        <source>--option takes option-id=quantity, a whole number of at least 0, not “%1”.</source>
        <translation>--option erwartet option-id=Menge, eine ganze Zahl ab 0, nicht „%1“.</translation>
    </message>
    <message>
        <source>--quantity is required: how many units, a number of at least 0 such as 45 or 2.5.</source>
        <translation>--quantity ist erforderlich: wie viele Einheiten, eine Zahl ab 0 wie 45 oder 2.5.</translation>
    </message>
    <message>
        <source>--quantity must be a number such as 45 or 2.5, not “%1”.</source>
        <translation>--quantity muss eine Zahl wie 45 oder 2.5 sein, nicht „%1“.</translation>
    </message>
    <message>
        <source>--quantity must be 0 or more, not %1.</source>
        <translation>--quantity muss 0 oder mehr sein, nicht %1.</translation>
    </message>
    <message>
        <source>What a quantity of a product costs over a term, step by step, with the rule of each step.</source>
        <translation>Was eine Menge eines Produkts über eine Laufzeit kostet, Schritt für Schritt, mit der Regel jedes Schritts.</translation>
    </message>
    <message>
        <source>The price follows the vendor&apos;s pricing rules (quantity rounded by the unit of measure, term in the price&apos;s term unit, the first applicable price tag, discount tags compounded, the total rounded once, half up, to the currency&apos;s minor unit). Where the sources are silent the rule chosen is named in words. JSON gives every number as an exact decimal string.</source>
        <translation>Der Preis folgt den Preisregeln des Anbieters (Menge nach der Mengeneinheit gerundet, Laufzeit in der Zeiteinheit des Preises, das erste anwendbare Preis-Tag, Rabatt-Tags nacheinander verrechnet, die Summe einmal kaufmännisch auf die kleinste Einheit der Währung gerundet). Wo die Quellen schweigen, wird die gewählte Regel in Worten genannt. JSON gibt jede Zahl als exakte Dezimalzeichenkette aus.</translation>
    </message>
    <message>
        <source>products price prints a table or JSON: --format must be table or json.</source>
        <translation>products price gibt eine Tabelle oder JSON aus: --format muss table oder json sein.</translation>
    </message>
    <message>
        <source>The answer holds no list of records to print as rows; --format json prints it whole.</source>
        <translation>Die Antwort enthält keine Liste von Datensätzen, die sich als Zeilen ausgeben ließe; --format json gibt sie ganz aus.</translation>
    </message>
    <message>
        <source>The answer has %1 lists of records: these are the rows of %2; not printed: %3.</source>
        <translation>Die Antwort enthält %1 Listen von Datensätzen: Dies sind die Zeilen von %2; nicht ausgegeben: %3.</translation>
    </message>
    <message>
        <source>Columns: id, name, sku, recordType, priceModel, billingTiming, category, lowestPrices (the lowest active list price per currency). CSV has currency and lowestListPrice instead, one row per currency, the price an exact number. JSON and JSON Lines hold each product exactly as the service sent it.</source>
        <translation>Spalten: id, name, sku, recordType, priceModel, billingTiming, category, lowestPrices (der niedrigste aktive Listenpreis je Währung). CSV hat stattdessen currency und lowestListPrice, eine Zeile je Währung, der Preis als exakte Zahl. JSON und JSON Lines enthalten jedes Produkt genau so, wie der Dienst es gesendet hat.</translation>
    </message>
    <message>
        <source>Show the contact saves kept on this computer.</source>
        <translation>Die auf diesem Computer aufbewahrten Kontaktspeicherungen anzeigen.</translation>
    </message>
    <message>
        <source>Only this contact&apos;s saves.</source>
        <translation>Nur die Speicherungen dieses Kontakts.</translation>
    </message>
    <message>
        <source>Only saves made on or after this day (YYYY-MM-DD, UTC).</source>
        <translation>Nur Speicherungen ab diesem Tag (YYYY-MM-DD, UTC).</translation>
    </message>
    <message>
        <source>Every save the window and this tool sent in the signed-in environment and tenant, newest first, one record per changed field: when, the contact, the field&apos;s old and new value, where it came from, who was signed in and what the service answered (&quot;unanswered&quot;: it was sent but no answer came, so it may have been stored).</source>
        <translation>Jede Speicherung, die das Fenster und dieses Werkzeug in der angemeldeten Umgebung und dem Mandanten gesendet haben, die neueste zuerst, ein Datensatz je geändertem Feld: wann, der Kontakt, alter und neuer Wert des Felds, woher sie kam, wer angemeldet war und was der Dienst antwortete („unanswered“: gesendet, aber ohne Antwort – sie kann gespeichert worden sein).</translation>
    </message>
    <message>
        <source>--since takes a date as YYYY-MM-DD, like 2026-11-01; &quot;%1&quot; is not one.</source>
        <translation>--since erwartet ein Datum als YYYY-MM-DD, etwa 2026-11-01; „%1“ ist keins.</translation>
    </message>
    <message>
        <source>The history of saves in %1 cannot be read: %2</source>
        <translation>Der Verlauf der Speicherungen in %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Only and in the order of the catalog&apos;s saved view NAME of this environment and tenant (its search, filters and sort, as the window saved it); --search and --filter narrow it further.</source>
        <translation>Nur die Produkte der gespeicherten Katalogansicht NAME dieser Umgebung und dieses Mandanten, in ihrer Reihenfolge (Suche, Filter und Sortierung, wie das Fenster sie gespeichert hat); --search und --filter schränken weiter ein.</translation>
    </message>
    <message>
        <source>There is no saved view “%1”: this environment and tenant has no catalog views (save one in the window: View → Saved Views).</source>
        <translation>Es gibt keine gespeicherte Ansicht „%1“: Diese Umgebung und dieser Mandant haben keine Katalogansichten (im Fenster speichern: Ansicht → Gespeicherte Ansichten).</translation>
    </message>
    <message>
        <source>There is no saved view “%1”; the catalog&apos;s views here are: %2.</source>
        <translation>Es gibt keine gespeicherte Ansicht „%1“; die Katalogansichten hier sind: %2.</translation>
    </message>
</context>
<context>
    <name>bd::domain</name>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>a boolean (%1)</source>
        <translation>ein Wahrheitswert (%1)</translation>
    </message>
    <message>
        <source>a number (%1)</source>
        <translation>eine Zahl (%1)</translation>
    </message>
    <message>
        <source>a string (%1)</source>
        <translation>eine Zeichenkette (%1)</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>ein Array</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <translation>erwartet: %1, erhalten: %2</translation>
    </message>
    <message>
        <source>missing, but the service always sends it</source>
        <translation>fehlt, obwohl der Dienst es immer sendet</translation>
    </message>
    <message>
        <source>the response is not valid JSON: %1</source>
        <translation>die Antwort ist kein gültiges JSON: %1</translation>
    </message>
    <message>
        <source>the number %1 is out of range</source>
        <translation>die Zahl %1 liegt außerhalb des zulässigen Bereichs</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>custom field names end in &quot;__c&quot;</source>
        <translation>Namen benutzerdefinierter Felder enden auf „__c“</translation>
    </message>
    <message>
        <source>expected the products in an array named &quot;data&quot;</source>
        <translation>die Produkte wurden in einem Array namens „data“ erwartet</translation>
    </message>
    <message>
        <source>Full name</source>
        <translation>Vollständiger Name</translation>
    </message>
    <message>
        <source>First name</source>
        <translation>Vorname</translation>
    </message>
    <message>
        <source>Middle name</source>
        <translation>Zweiter Vorname</translation>
    </message>
    <message>
        <source>Last name</source>
        <translation>Nachname</translation>
    </message>
    <message>
        <source>Suffix</source>
        <translation>Namenszusatz</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>Email</source>
        <translation>E-Mail</translation>
    </message>
    <message>
        <source>Phone</source>
        <translation>Telefon</translation>
    </message>
    <message>
        <source>Mobile phone</source>
        <translation>Mobiltelefon</translation>
    </message>
    <message>
        <source>Birthday</source>
        <translation>Geburtsdatum</translation>
    </message>
    <message>
        <source>Billing street</source>
        <translation>Straße (Rechnungsadresse)</translation>
    </message>
    <message>
        <source>Billing city</source>
        <translation>Ort (Rechnungsadresse)</translation>
    </message>
    <message>
        <source>Billing state</source>
        <translation>Bundesland/Region (Rechnungsadresse)</translation>
    </message>
    <message>
        <source>Billing postal code</source>
        <translation>Postleitzahl (Rechnungsadresse)</translation>
    </message>
    <message>
        <source>Billing country</source>
        <translation>Land (Rechnungsadresse)</translation>
    </message>
    <message>
        <source>Shipping street</source>
        <translation>Straße (Lieferadresse)</translation>
    </message>
    <message>
        <source>Shipping city</source>
        <translation>Ort (Lieferadresse)</translation>
    </message>
    <message>
        <source>Shipping state</source>
        <translation>Bundesland/Region (Lieferadresse)</translation>
    </message>
    <message>
        <source>Shipping postal code</source>
        <translation>Postleitzahl (Lieferadresse)</translation>
    </message>
    <message>
        <source>Shipping country</source>
        <translation>Land (Lieferadresse)</translation>
    </message>
    <message>
        <source>%1 is %2 characters long; at most %3 are allowed.</source>
        <translation>%1 ist %2 Zeichen lang; erlaubt sind höchstens %3.</translation>
    </message>
    <message>
        <source>%1 must be an address like name@example.com.</source>
        <translation>%1 muss eine Adresse wie name@example.com sein.</translation>
    </message>
    <message>
        <source>%1 must be a real date written YYYY-MM-DD, for example 1985-04-23.</source>
        <translation>%1 muss ein gültiges Datum im Format YYYY-MM-DD sein, zum Beispiel 1985-04-23.</translation>
    </message>
    <message>
        <source>Product id &quot;%1&quot; is not a record id: it must be 15 or 18 letters and digits, for example 01t5g000001AbCdEAF.</source>
        <translation>Die Produkt-ID „%1“ ist keine Datensatz-ID: Sie muss aus 15 oder 18 Buchstaben und Ziffern bestehen, zum Beispiel 01t5g000001AbCdEAF.</translation>
    </message>
    <message>
        <source>Decimal scale is %1; it must be between %2 and %3.</source>
        <translation>Die Anzahl der Nachkommastellen ist %1; sie muss zwischen %2 und %3 liegen.</translation>
    </message>
    <message>
        <source>Rounding mode &quot;%1&quot; is not one of Up, Down, Nearest.</source>
        <translation>Der Rundungsmodus „%1“ ist keiner von Up, Down, Nearest.</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <source>Image address</source>
        <translation>Bildadresse</translation>
    </message>
    <message>
        <source>Choose invoices either by id or by filter, not both.</source>
        <translation>Wählen Sie Rechnungen entweder nach ID oder nach Filter aus, nicht beides.</translation>
    </message>
    <message>
        <source>Choose the invoices to delete: give ids or a status filter.</source>
        <translation>Wählen Sie die zu löschenden Rechnungen aus: Geben Sie IDs oder einen Statusfilter an.</translation>
    </message>
    <message>
        <source>Give at least one invoice id.</source>
        <translation>Geben Sie mindestens eine Rechnungs-ID an.</translation>
    </message>
    <message>
        <source>Only canceled or draft invoices can be deleted, not &quot;%1&quot;.</source>
        <translation>Nur stornierte Rechnungen (Canceled) und Entwürfe (Draft) können gelöscht werden, nicht „%1“.</translation>
    </message>
    <message>
        <source>Invoice ids must not be empty.</source>
        <translation>Rechnungs-IDs dürfen nicht leer sein.</translation>
    </message>
    <message>
        <source>contains an unpaired UTF-16 surrogate (%1), which is not text</source>
        <translation>enthält ein ungepaartes UTF-16-Surrogat (%1) und ist damit kein Text</translation>
    </message>
    <message>
        <source>contains bytes that are not UTF-8 (%1), which is not text</source>
        <translation>enthält Bytes, die kein UTF-8 sind (%1), und ist damit kein Text</translation>
    </message>
    <message>
        <source>is not a valid JSON string</source>
        <translation>ist keine gültige JSON-Zeichenkette</translation>
    </message>
    <message>
        <source>%1 is exactly %2</source>
        <translation>%1 ist genau %2</translation>
    </message>
    <message>
        <source>%1 looks %2 characters long, but accents written as separate marks count too: it is %3 characters for the service, which allows at most %4.</source>
        <translation>%1 sieht nach %2 Zeichen aus, aber als eigene Zeichen geschriebene Akzente zählen mit: Für den Dienst sind es %3 Zeichen, erlaubt sind höchstens %4.</translation>
    </message>
    <message>
        <source>a tenant object</source>
        <translation>ein Mandantenobjekt</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>eine Zeichenkette</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true oder false</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>eine ganze Zahl</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>an array of products</source>
        <translation>eine Liste von Produkten</translation>
    </message>
    <message>
        <source>a list of webhook endpoints</source>
        <translation>eine Liste von Webhook-Endpunkten</translation>
    </message>
    <message>
        <source>The filter must have the shape {status: {_eq: &quot;Canceled&quot;}} (or &quot;Draft&quot;), with balanced quotes.</source>
        <translation>Der Filter muss die Form {status: {_eq: &quot;Canceled&quot;}} (oder &quot;Draft&quot;) haben, mit geschlossenen Anführungszeichen.</translation>
    </message>
    <message>
        <source>%1 has no option %2.</source>
        <translation>%1 hat keine Option %2.</translation>
    </message>
    <message>
        <source>The quantity of %1 cannot be changed: it is %2.</source>
        <translation>Die Menge von %1 lässt sich nicht ändern: Sie beträgt %2.</translation>
    </message>
    <message>
        <source>The quantity of %1 must be from %2 to %3, not %4.</source>
        <translation>Die Menge von %1 muss zwischen %2 und %3 liegen, nicht %4.</translation>
    </message>
    <message>
        <source>The quantity of %1 must be %2 or more, not %3.</source>
        <translation>Die Menge von %1 muss %2 oder mehr betragen, nicht %3.</translation>
    </message>
    <message>
        <source>Option %1 × %2</source>
        <translation>Option %1 × %2</translation>
    </message>
    <message>
        <source>Bundled: included in the bundle&apos;s price (spec §2.8).</source>
        <translation>Im Paket: im Preis des Pakets enthalten (Spezifikation §2.8).</translation>
    </message>
    <message>
        <source>%1 is not in the total: %2</source>
        <translation>%1 ist nicht in der Summe: %2</translation>
    </message>
    <message>
        <source>its product %1 could not be read.</source>
        <translation>sein Produkt %1 konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <source>Not bundled: priced on its own, its quantity per bundle unit × the bundle quantity (LinkToBundleQuantity, spec §2.8).</source>
        <translation>Nicht im Paket: eigens bepreist, ihre Menge je Paketeinheit × die Paketmenge (LinkToBundleQuantity, Spezifikation §2.8).</translation>
    </message>
    <message>
        <source>Not bundled: priced on its own at its quantity (spec §2.8).</source>
        <translation>Nicht im Paket: eigens zu ihrer Menge bepreist (Spezifikation §2.8).</translation>
    </message>
    <message>
        <source>%1 has no active price book entry, so it has no price.</source>
        <translation>%1 hat keinen aktiven Preisbucheintrag und damit keinen Preis.</translation>
    </message>
    <message>
        <source>%1 has no active price in %2; it has %3.</source>
        <translation>%1 hat keinen aktiven Preis in %2; vorhanden sind: %3.</translation>
    </message>
    <message>
        <source>%1 has no active price per “%2”; its units of measure are: %3.</source>
        <translation>%1 hat keinen aktiven Preis je „%2“; seine Mengeneinheiten sind: %3.</translation>
    </message>
    <message>
        <source>Several active prices match (%1): priced in %2, the recommended one.</source>
        <translation>Mehrere aktive Preise passen (%1): berechnet in %2, dem empfohlenen.</translation>
    </message>
    <message>
        <source>Several active prices match (%1): priced in %2, the first one.</source>
        <translation>Mehrere aktive Preise passen (%1): berechnet in %2, dem ersten.</translation>
    </message>
    <message>
        <source>The unit of measure has no term dimension: the term is 1 [REC].</source>
        <translation>Die Mengeneinheit hat keine Zeitdimension: Die Laufzeit ist 1 [REC].</translation>
    </message>
    <message>
        <source>The term dimension “%1” is not a time unit: the term is 1 [REC].</source>
        <translation>Die Zeitdimension „%1“ ist keine Zeiteinheit: Die Laufzeit ist 1 [REC].</translation>
    </message>
    <message>
        <source>CRBD (Credit Burndown) is priced like Recurring, times the term [REC: verify with a preview quote].</source>
        <translation>CRBD (Credit Burndown) wird wie Recurring bepreist, mal der Laufzeit [REC: mit einem Vorschau-Angebot prüfen].</translation>
    </message>
    <message>
        <source>Usage: the quantity is the consumption, with no term multiplier [REC].</source>
        <translation>Usage: Die Menge ist der Verbrauch, ohne Multiplikation mit der Laufzeit [REC].</translation>
    </message>
    <message>
        <source>The price model “%1” is not Recurring, OneTime, Usage or CRBD: priced once, without a term.</source>
        <translation>Das Preismodell „%1“ ist weder Recurring, OneTime, Usage noch CRBD: einmal bepreist, ohne Laufzeit.</translation>
    </message>
    <message>
        <source>The quantity must be 0 or more, not %1.</source>
        <translation>Die Menge muss 0 oder mehr betragen, nicht %1.</translation>
    </message>
    <message>
        <source>The term must be 0 or more, not %1.</source>
        <translation>Die Laufzeit muss 0 oder mehr betragen, nicht %1.</translation>
    </message>
    <message>
        <source>A term by dates needs both its first and its last day.</source>
        <translation>Eine Laufzeit nach Daten braucht ihren ersten und ihren letzten Tag.</translation>
    </message>
    <message>
        <source>The term&apos;s last day (%1) is before its first day (%2).</source>
        <translation>Der letzte Tag der Laufzeit (%1) liegt vor ihrem ersten Tag (%2).</translation>
    </message>
    <message>
        <source>up</source>
        <translation>aufwärts</translation>
    </message>
    <message>
        <source>down</source>
        <translation>abwärts</translation>
    </message>
    <message>
        <source>to the nearest</source>
        <translation>zum nächsten Wert</translation>
    </message>
    <message>
        <source>%1 to %2 (the last day included, %3)</source>
        <translation>%1 bis %2 (letzter Tag eingeschlossen, %3)</translation>
    </message>
    <message numerus="yes">
        <source>The quantity %1 was rounded to %2: %3 allows %n decimal place(s), rounding %4 (the unit of measure&apos;s rule [PEER: Salesforce, Zuora; REC]).</source>
        <translation>
            <numerusform>Die Menge %1 wurde auf %2 gerundet: %3 erlaubt %n Nachkommastelle, Rundung %4 (die Regel der Mengeneinheit [PEER: Salesforce, Zuora; REC]).</numerusform>
            <numerusform>Die Menge %1 wurde auf %2 gerundet: %3 erlaubt %n Nachkommastellen, Rundung %4 (die Regel der Mengeneinheit [PEER: Salesforce, Zuora; REC]).</numerusform>
        </translation>
    </message>
    <message>
        <source>No term given: the product&apos;s default term, %1.</source>
        <translation>Keine Laufzeit angegeben: die Standardlaufzeit des Produkts, %1.</translation>
    </message>
    <message>
        <source>No term given: one %1.</source>
        <translation>Keine Laufzeit angegeben: 1 %1.</translation>
    </message>
    <message>
        <source>Term: %1 = %2 %3, the price&apos;s term unit [NUE]; kept unrounded [NUE].</source>
        <translation>Laufzeit: %1 = %2 %3, die Zeiteinheit des Preises [NUE]; ungerundet behalten [NUE].</translation>
    </message>
    <message>
        <source>The term never ends in decimal: it and the amounts it multiplies are shown to %1 decimal places; the total is rounded once from the exact value.</source>
        <translation>Die Laufzeit endet als Dezimalzahl nie: Sie und die Beträge, die sie multipliziert, werden mit %1 Nachkommastellen gezeigt; die Summe wird einmal aus dem exakten Wert gerundet.</translation>
    </message>
    <message>
        <source>The term does not change this price: it is not charged per time unit (term 1).</source>
        <translation>Die Laufzeit ändert diesen Preis nicht: Er wird nicht je Zeiteinheit berechnet (Laufzeit 1).</translation>
    </message>
    <message>
        <source>List price</source>
        <translation>Listenpreis</translation>
    </message>
    <message>
        <source>List price × quantity × term [NUE].</source>
        <translation>Listenpreis × Menge × Laufzeit [NUE].</translation>
    </message>
    <message>
        <source>List price × quantity [NUE].</source>
        <translation>Listenpreis × Menge [NUE].</translation>
    </message>
    <message>
        <source>A quantity of 0 costs nothing, not even a flat fee [REC].</source>
        <translation>Eine Menge von 0 kostet nichts, auch keine Pauschale [REC].</translation>
    </message>
    <message numerus="yes">
        <source>The total is rounded once, half up, to %n decimal place(s) of %1 (ISO 4217); every step before it is exact [NUE].</source>
        <translation>
            <numerusform>Die Summe wird einmal kaufmännisch auf %n Nachkommastelle von %1 gerundet (ISO 4217); jeder Schritt davor ist exakt [NUE].</numerusform>
            <numerusform>Die Summe wird einmal kaufmännisch auf %n Nachkommastellen von %1 gerundet (ISO 4217); jeder Schritt davor ist exakt [NUE].</numerusform>
        </translation>
    </message>
    <message>
        <source>it is inactive</source>
        <translation>es ist inaktiv</translation>
    </message>
    <message>
        <source>it is not published</source>
        <translation>es ist nicht veröffentlicht</translation>
    </message>
    <message>
        <source>it starts on %1</source>
        <translation>es gilt erst ab %1</translation>
    </message>
    <message>
        <source>it ended on %1</source>
        <translation>es endete am %1</translation>
    </message>
    <message>
        <source>it has no tiers</source>
        <translation>es hat keine Staffeln</translation>
    </message>
    <message>
        <source>it counts %1, this price counts %2</source>
        <translation>es zählt %1, dieser Preis zählt %2</translation>
    </message>
    <message>
        <source>it counts the term, and this price has none</source>
        <translation>es zählt die Laufzeit, und dieser Preis hat keine</translation>
    </message>
    <message>
        <source>%1 was not used: a ramp counts periods of the term, this one counts quantity [REC].</source>
        <translation>%1 wurde nicht verwendet: Eine Rampe zählt Zeiträume der Laufzeit, diese zählt Mengen [REC].</translation>
    </message>
    <message>
        <source>%1 was not used: it counts the term in “%2”, which is not a time unit.</source>
        <translation>%1 wurde nicht verwendet: Es zählt die Laufzeit in „%2“, und das ist keine Zeiteinheit.</translation>
    </message>
    <message>
        <source>only the first applicable price tag applies [NUE]</source>
        <translation>nur das erste anwendbare Preis-Tag gilt [NUE]</translation>
    </message>
    <message>
        <source>%1 was not used: %2.</source>
        <translation>%1 wurde nicht verwendet: %2.</translation>
    </message>
    <message>
        <source>Discount tags apply one after another, each to the price the one before left (compounding) [NUE]; the entry&apos;s tags before the product&apos;s, each in the order received [REC].</source>
        <translation>Rabatt-Tags gelten nacheinander, jedes auf den Preis, den das vorige ließ (verrechnet) [NUE]; die Tags des Eintrags vor denen des Produkts, jeweils in der empfangenen Reihenfolge [REC].</translation>
    </message>
    <message>
        <source>%1, tier %2 (%3) has neither an amount nor a discount percentage: its units keep the price they had.</source>
        <translation>%1, Staffel %2 (%3) hat weder einen Betrag noch einen Rabattprozentsatz: Ihre Einheiten behalten den Preis, den sie hatten.</translation>
    </message>
    <message>
        <source>%1: tier %2 is open above, so the tiers after it are never reached.</source>
        <translation>%1: Staffel %2 ist nach oben offen, daher werden die Staffeln danach nie erreicht.</translation>
    </message>
    <message>
        <source>tag %1 of the price book entry</source>
        <translation>Tag %1 des Preisbucheintrags</translation>
    </message>
    <message>
        <source>tag %1 of the product</source>
        <translation>Tag %1 des Produkts</translation>
    </message>
    <message>
        <source>%1 was ignored: its priceTagType “%2” is neither Quantity nor Term.</source>
        <translation>%1 wurde ignoriert: Sein priceTagType „%2“ ist weder Quantity noch Term.</translation>
    </message>
    <message>
        <source>%1 was ignored: its priceType “%2” is not Volume, Tiered or Ramp.</source>
        <translation>%1 wurde ignoriert: Sein priceType „%2“ ist weder Volume, Tiered noch Ramp.</translation>
    </message>
    <message>
        <source>day</source>
        <translation>Tag</translation>
    </message>
    <message>
        <source>days</source>
        <translation>Tage</translation>
    </message>
    <message>
        <source>week</source>
        <translation>Woche</translation>
    </message>
    <message>
        <source>weeks</source>
        <translation>Wochen</translation>
    </message>
    <message>
        <source>month</source>
        <translation>Monat</translation>
    </message>
    <message>
        <source>months</source>
        <translation>Monate</translation>
    </message>
    <message>
        <source>quarter</source>
        <translation>Quartal</translation>
    </message>
    <message>
        <source>quarters</source>
        <translation>Quartale</translation>
    </message>
    <message>
        <source>year</source>
        <translation>Jahr</translation>
    </message>
    <message>
        <source>years</source>
        <translation>Jahre</translation>
    </message>
</context>
<context>
    <name>bd::domain::steps</name>
    <message>
        <source>%1, period %2 (%3)</source>
        <translation>%1, Zeitraum %2 (%3)</translation>
    </message>
    <message>
        <source>%1, tier %2 (%3)</source>
        <translation>%1, Staffel %2 (%3)</translation>
    </message>
    <message>
        <source>%1 % more</source>
        <translation>%1 % Aufschlag</translation>
    </message>
    <message>
        <source>%1 % off</source>
        <translation>%1 % Rabatt</translation>
    </message>
    <message>
        <source>%1 of %2 units are above the last tier of %3 (%4): %5</source>
        <translation>%1 von %2 Einheiten liegen über der letzten Staffel von %3 (%4): %5</translation>
    </message>
    <message>
        <source>%1: no tier holds %2, list price</source>
        <translation>%1: keine Staffel enthält %2, Listenpreis</translation>
    </message>
    <message>
        <source>Where no tier holds the value, the list price applies [REC].</source>
        <translation>Enthält keine Staffel den Wert, gilt der Listenpreis [REC].</translation>
    </message>
    <message>
        <source>all units were priced at the list price.</source>
        <translation>alle Einheiten wurden zum Listenpreis berechnet.</translation>
    </message>
    <message>
        <source>Volume, flat: the tier holding the value charges its amount once per term unit, whatever the quantity [PEER: Zuora, Chargebee; per term unit: REC].</source>
        <translation>Volumen, pauschal: Die Staffel mit dem Wert berechnet ihren Betrag einmal je Zeiteinheit, unabhängig von der Menge [PEER: Zuora, Chargebee; je Zeiteinheit: REC].</translation>
    </message>
    <message>
        <source>Volume: the tier holding the value prices every unit [NUE].</source>
        <translation>Volumen: Die Staffel mit dem Wert bepreist jede Einheit [NUE].</translation>
    </message>
    <message>
        <source>Ramp, flat: each period charges its amount per term unit, whatever the quantity [REC].</source>
        <translation>Rampe, pauschal: Jeder Zeitraum berechnet seinen Betrag je Zeiteinheit, unabhängig von der Menge [REC].</translation>
    </message>
    <message>
        <source>Ramp: one line per period, each at its own price [NUE].</source>
        <translation>Rampe: eine Zeile je Zeitraum, jede zu ihrem eigenen Preis [NUE].</translation>
    </message>
    <message>
        <source>Tiered, flat: each tier reached adds its amount once per term unit [PEER: Zuora, Stripe; per term unit: REC].</source>
        <translation>Gestaffelt, pauschal: Jede erreichte Staffel addiert ihren Betrag einmal je Zeiteinheit [PEER: Zuora, Stripe; je Zeiteinheit: REC].</translation>
    </message>
    <message>
        <source>Tiered: each tier prices only the units within it [NUE].</source>
        <translation>Gestaffelt: Jede Staffel bepreist nur die Einheiten in ihr [NUE].</translation>
    </message>
    <message>
        <source>%1: %2 units outside its tiers, list price</source>
        <translation>%1: %2 Einheiten außerhalb seiner Staffeln, Listenpreis</translation>
    </message>
    <message>
        <source>Units that no tier holds (below the first, above a bounded last) are priced at the list price [REC].</source>
        <translation>Einheiten, die keine Staffel enthält (unter der ersten, über einer begrenzten letzten), werden zum Listenpreis berechnet [REC].</translation>
    </message>
    <message>
        <source>they were priced at the list price.</source>
        <translation>sie wurden zum Listenpreis berechnet.</translation>
    </message>
    <message>
        <source>%1 off</source>
        <translation>%1 Rabatt</translation>
    </message>
    <message>
        <source>no discount</source>
        <translation>kein Rabatt</translation>
    </message>
    <message>
        <source>Ramp: one line per period, each at its own discount [NUE].</source>
        <translation>Rampe: eine Zeile je Zeitraum, jede mit ihrem eigenen Rabatt [NUE].</translation>
    </message>
    <message>
        <source>Volume: the tier holding the value discounts every unit [NUE]; discounts compound [NUE].</source>
        <translation>Volumen: Die Staffel mit dem Wert rabattiert jede Einheit [NUE]; Rabatte werden nacheinander verrechnet [NUE].</translation>
    </message>
    <message>
        <source>Tiered: each tier discounts only the units within it, their share of the amount spread evenly over the units [NUE; the share: REC].</source>
        <translation>Gestaffelt: Jede Staffel rabattiert nur die Einheiten in ihr, ihr Anteil am Betrag gleichmäßig auf die Einheiten verteilt [NUE; der Anteil: REC].</translation>
    </message>
    <message>
        <source>%1: outside its periods, no discount</source>
        <translation>%1: außerhalb seiner Zeiträume, kein Rabatt</translation>
    </message>
    <message>
        <source>Months that no period holds keep the price they had [REC].</source>
        <translation>Monate, die kein Zeitraum enthält, behalten ihren bisherigen Preis [REC].</translation>
    </message>
    <message>
        <source>the tag gave no discount.</source>
        <translation>das Tag gab keinen Rabatt.</translation>
    </message>
    <message>
        <source>those units got no discount.</source>
        <translation>diese Einheiten erhielten keinen Rabatt.</translation>
    </message>
    <message>
        <source>%1: the price cannot fall below 0</source>
        <translation>%1: Der Preis kann nicht unter 0 fallen</translation>
    </message>
    <message>
        <source>Discounts never take a price below 0 [REC].</source>
        <translation>Rabatte senken einen Preis nie unter 0 [REC].</translation>
    </message>
</context>
<context>
    <name>bd::json</name>
    <message>
        <source>%1 at line %2, column %3</source>
        <translation>%1 in Zeile %2, Spalte %3</translation>
    </message>
    <message>
        <source>document too large</source>
        <translation>Dokument zu groß</translation>
    </message>
    <message>
        <source>unexpected text after the JSON value</source>
        <translation>unerwarteter Text nach dem JSON-Wert</translation>
    </message>
    <message>
        <source>unexpected end of text, a value was expected</source>
        <translation>unerwartetes Textende, ein Wert wurde erwartet</translation>
    </message>
    <message>
        <source>unexpected character, a value was expected</source>
        <translation>unerwartetes Zeichen, ein Wert wurde erwartet</translation>
    </message>
    <message>
        <source>invalid literal</source>
        <translation>ungültiges Literal</translation>
    </message>
    <message>
        <source>invalid number</source>
        <translation>ungültige Zahl</translation>
    </message>
    <message>
        <source>invalid number: digits expected after the decimal point</source>
        <translation>ungültige Zahl: Ziffern nach dem Dezimalpunkt erwartet</translation>
    </message>
    <message>
        <source>invalid number: digits expected in the exponent</source>
        <translation>ungültige Zahl: Ziffern im Exponenten erwartet</translation>
    </message>
    <message>
        <source>unterminated string</source>
        <translation>nicht abgeschlossene Zeichenkette</translation>
    </message>
    <message>
        <source>control character in string</source>
        <translation>Steuerzeichen in der Zeichenkette</translation>
    </message>
    <message>
        <source>invalid \u escape</source>
        <translation>ungültige \u-Escape-Sequenz</translation>
    </message>
    <message>
        <source>invalid escape in string</source>
        <translation>ungültige Escape-Sequenz in der Zeichenkette</translation>
    </message>
    <message>
        <source>nesting too deep</source>
        <translation>zu tief verschachtelt</translation>
    </message>
    <message>
        <source>expected &apos;,&apos; or &apos;]&apos; in array</source>
        <translation>„,“ oder „]“ in der Liste erwartet</translation>
    </message>
    <message>
        <source>expected a quoted member name</source>
        <translation>Feldname in Anführungszeichen erwartet</translation>
    </message>
    <message>
        <source>expected &apos;:&apos; after a member name</source>
        <translation>„:“ nach dem Feldnamen erwartet</translation>
    </message>
    <message>
        <source>expected &apos;,&apos; or &apos;}&apos; in object</source>
        <translation>„,“ oder „}“ im Objekt erwartet</translation>
    </message>
    <message>
        <source>more than 268,435,455 elements in one array</source>
        <translation>mehr als 268.435.455 Elemente in einer Liste</translation>
    </message>
    <message>
        <source>more than 268,435,455 members in one object</source>
        <translation>mehr als 268.435.455 Felder in einem Objekt</translation>
    </message>
</context>
<context>
    <name>bd::models</name>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>Einheiten</translation>
    </message>
    <message>
        <source>Unit price</source>
        <translation>Einzelpreis</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Betrag</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>%1 (not added)</source>
        <translation>%1 (nicht addiert)</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>%1: %2 per %3, quantity %4</source>
        <translation>%1: %2 pro %3, Menge %4</translation>
    </message>
    <message>
        <source>Term: %1 %2</source>
        <translation>Laufzeit: %1 %2</translation>
    </message>
    <message>
        <source>Total (%1)</source>
        <translation>Gesamt (%1)</translation>
    </message>
    <message>
        <source>view %1</source>
        <translation>Ansicht %1</translation>
    </message>
    <message>
        <source>%1 is not an object.</source>
        <translation>%1 ist kein Objekt.</translation>
    </message>
    <message>
        <source>%1: &quot;name&quot; must be a text that is not empty.</source>
        <translation>%1: „name“ muss ein nicht leerer Text sein.</translation>
    </message>
    <message>
        <source>%1 (“%2”): &quot;screen&quot; must be &quot;catalog&quot; or &quot;webhooks&quot;.</source>
        <translation>%1 („%2“): „screen“ muss „catalog“ oder „webhooks“ sein.</translation>
    </message>
</context>
<context>
    <name>bd::models::CatalogModel</name>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>SKU</source>
        <translation>SKU</translation>
    </message>
    <message>
        <source>Record type</source>
        <translation>Datensatztyp</translation>
    </message>
    <message>
        <source>Price model</source>
        <translation>Preismodell</translation>
    </message>
    <message>
        <source>Billing timing</source>
        <translation>Abrechnungszeitpunkt</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Kategorie</translation>
    </message>
    <message>
        <source>Lowest price</source>
        <translation>Niedrigster Preis</translation>
    </message>
    <message>
        <source>per %1</source>
        <translation>pro %1</translation>
    </message>
    <message>
        <source>recommended</source>
        <translation>empfohlen</translation>
    </message>
    <message>
        <source>%1 price tag</source>
        <translation>Preisstaffel (%1)</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 (Dimension: %2)</translation>
    </message>
    <message>
        <source>%1 – %2 units</source>
        <translation>%1 – %2 Einheiten</translation>
    </message>
    <message>
        <source>%1 % off</source>
        <translation>%1 % Rabatt</translation>
    </message>
    <message>
        <source>qty %1 (min %2, max %3)</source>
        <translation>Menge %1 (min. %2, max. %3)</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>unbegrenzt</translation>
    </message>
    <message>
        <source>required</source>
        <translation>erforderlich</translation>
    </message>
    <message>
        <source>bundled</source>
        <translation>im Bundle enthalten</translation>
    </message>
    <message>
        <source>editable</source>
        <translation>Menge änderbar</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>Preise</translation>
    </message>
    <message>
        <source>Features</source>
        <translation>Merkmale</translation>
    </message>
    <message>
        <source>Bundle options</source>
        <translation>Bundle-Optionen</translation>
    </message>
    <message>
        <source>Price tags</source>
        <translation>Preisstaffeln</translation>
    </message>
    <message>
        <source>Custom fields</source>
        <translation>Benutzerdefinierte Felder</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <source>Price tag</source>
        <translation>Preisstaffel</translation>
    </message>
    <message>
        <source>Not in the latest list.</source>
        <translation>Nicht in der neuesten Liste.</translation>
    </message>
</context>
<context>
    <name>bd::models::Command</name>
    <message>
        <source>Go to</source>
        <translation>Gehe zu</translation>
    </message>
    <message>
        <source>Recently used</source>
        <translation>Zuletzt verwendet</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Aktionen</translation>
    </message>
    <message>
        <source>Screens</source>
        <translation>Ansichten</translation>
    </message>
    <message>
        <source>Tenants</source>
        <translation>Mandanten</translation>
    </message>
    <message>
        <source>Products</source>
        <translation>Produkte</translation>
    </message>
    <message>
        <source>Contacts</source>
        <translation>Kontakte</translation>
    </message>
    <message>
        <source>Saved queries</source>
        <translation>Gespeicherte Abfragen</translation>
    </message>
    <message>
        <source>Saved views</source>
        <translation>Gespeicherte Ansichten</translation>
    </message>
    <message>
        <source>Webhook endpoints</source>
        <translation>Webhook-Endpunkte</translation>
    </message>
</context>
<context>
    <name>bd::models::ContactEditor</name>
    <message>
        <source>Enter a contact id or a customer id, or search by email or name.</source>
        <translation>Geben Sie eine Kontakt-ID oder eine Kunden-ID ein, oder suchen Sie nach E-Mail-Adresse oder Name.</translation>
    </message>
    <message>
        <source>No contact or customer has the id %1.</source>
        <translation>Kein Kontakt und kein Kunde hat die ID %1.</translation>
    </message>
    <message>
        <source>There is no contact %1.</source>
        <translation>Es gibt keinen Kontakt %1.</translation>
    </message>
    <message>
        <source>This contact no longer exists on the service; nothing was saved.</source>
        <translation>Diesen Kontakt gibt es im Dienst nicht mehr; es wurde nichts gespeichert.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln contact(s) of customer %1</source>
        <translation>
            <numerusform>%Ln Kontakt des Kunden %1</numerusform>
            <numerusform>%Ln Kontakte des Kunden %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Enter the email address to look for.</source>
        <translation>Geben Sie die gesuchte E-Mail-Adresse ein.</translation>
    </message>
    <message>
        <source>The search did not run: %1</source>
        <translation>Die Suche konnte nicht ausgeführt werden: %1</translation>
    </message>
    <message>
        <source>The service could not search: %1</source>
        <translation>Der Dienst konnte nicht suchen: %1</translation>
    </message>
    <message>
        <source>No contact has “%1”.</source>
        <translation>Kein Kontakt mit „%1“ gefunden.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln contact(s) with “%1”</source>
        <translation>
            <numerusform>%Ln Kontakt mit „%1“</numerusform>
            <numerusform>%Ln Kontakte mit „%1“</numerusform>
        </translation>
    </message>
    <message>
        <source>The service refused the change without saying why. Fields sent: %1.</source>
        <translation>Der Dienst hat die Änderung ohne Begründung abgelehnt. Gesendete Felder: %1.</translation>
    </message>
    <message>
        <source>Found %1, but the changes to %2 are not saved yet, so it was not opened. Save or revert them, then open it again.</source>
        <translation>%1 gefunden, aber die Änderungen an %2 sind noch nicht gespeichert; deshalb wurde es nicht geöffnet. Speichern oder verwerfen Sie sie und öffnen Sie es dann erneut.</translation>
    </message>
    <message>
        <source>Enter the name to look for.</source>
        <translation>Geben Sie den gesuchten Namen ein.</translation>
    </message>
    <message>
        <source>(this service finds only the exact email, in the same case)</source>
        <translation>(dieser Dienst findet nur die genaue E-Mail-Adresse in gleicher Schreibweise)</translation>
    </message>
    <message>
        <source>(this service finds only the exact full name, in the same case)</source>
        <translation>(dieser Dienst findet nur den genauen vollständigen Namen in gleicher Schreibweise)</translation>
    </message>
</context>
<context>
    <name>bd::models::ContactHistory</name>
    <message>
        <source>Billing Desk window</source>
        <translation>Billing-Desk-Fenster</translation>
    </message>
    <message>
        <source>command line</source>
        <translation>Befehlszeile</translation>
    </message>
    <message>
        <source>command line, %1 line %2</source>
        <translation>Befehlszeile, %1 Zeile %2</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>API-Schlüssel</translation>
    </message>
    <message>
        <source>No answer: it may or may not have been saved</source>
        <translation>Keine Antwort: Es wurde vielleicht gespeichert, vielleicht nicht</translation>
    </message>
    <message>
        <source>No answer (%1): it may or may not have been saved</source>
        <translation>Keine Antwort (%1): Es wurde vielleicht gespeichert, vielleicht nicht</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>Gespeichert</translation>
    </message>
    <message>
        <source>Saved, with warnings: %1</source>
        <translation>Gespeichert, mit Warnungen: %1</translation>
    </message>
    <message>
        <source>Not saved (%1): %2</source>
        <translation>Nicht gespeichert (%1): %2</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>(leer)</translation>
    </message>
    <message>
        <source>%1: %2 → %3</source>
        <translation>%1: %2 → %3</translation>
    </message>
</context>
<context>
    <name>bd::models::ContactHistoryModel</name>
    <message>
        <source>%1, undo of save %2</source>
        <translation>%1, Rücknahme von Speicherung %2</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Wann</translation>
    </message>
    <message>
        <source>Contact</source>
        <translation>Kontakt</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>Old value</source>
        <translation>Alter Wert</translation>
    </message>
    <message>
        <source>New value</source>
        <translation>Neuer Wert</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Herkunft</translation>
    </message>
    <message>
        <source>Signed in as</source>
        <translation>Angemeldet als</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Antwort</translation>
    </message>
</context>
<context>
    <name>bd::models::ContactUndo</name>
    <message>
        <source>Save %1 is not in the history.</source>
        <translation>Speicherung %1 ist nicht im Verlauf.</translation>
    </message>
    <message>
        <source>That save was made in another environment or tenant; undo it there.</source>
        <translation>Diese Speicherung wurde in einer anderen Umgebung oder einem anderen Mandanten gemacht; nehmen Sie sie dort zurück.</translation>
    </message>
    <message>
        <source>That save was not stored, so there is nothing to undo.</source>
        <translation>Diese Speicherung wurde nicht gespeichert, es gibt also nichts zurückzunehmen.</translation>
    </message>
    <message>
        <source>%1 was not read, so nothing was undone: %2</source>
        <translation>%1 wurde nicht gelesen, daher wurde nichts zurückgenommen: %2</translation>
    </message>
    <message>
        <source>Nothing was undone: no field was chosen.</source>
        <translation>Nichts wurde zurückgenommen: Kein Feld wurde gewählt.</translation>
    </message>
    <message>
        <source>Nothing to undo: every field already holds the value it had before that save.</source>
        <translation>Nichts zurückzunehmen: Jedes Feld hat schon den Wert von vor dieser Speicherung.</translation>
    </message>
    <message>
        <source>The undo was not saved: %1</source>
        <translation>Die Rücknahme wurde nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>An undo is already on its way; wait for its answer.</source>
        <translation>Eine Rücknahme ist bereits unterwegs; warten Sie auf ihre Antwort.</translation>
    </message>
    <message>
        <source>Asked for %1, the service answered with contact %2; nothing was undone.</source>
        <translation>Angefragt war %1, der Dienst antwortete mit Kontakt %2; nichts wurde zurückgenommen.</translation>
    </message>
</context>
<context>
    <name>bd::models::DeletionLogModel</name>
    <message>
        <source>Sent ids: %1</source>
        <translation>Gesendete IDs: %1</translation>
    </message>
    <message>
        <source>Sent filter: %1</source>
        <translation>Gesendeter Filter: %1</translation>
    </message>
    <message>
        <source>Deleted ids: %1</source>
        <translation>Gelöschte IDs: %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>Umgebung</translation>
    </message>
    <message>
        <source>Tenant</source>
        <translation>Mandant</translation>
    </message>
    <message>
        <source>Selected</source>
        <translation>Auswahl</translation>
    </message>
    <message>
        <source>CRM flags</source>
        <translation>CRM-Optionen</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
</context>
<context>
    <name>bd::models::FieldTreeModel</name>
    <message>
        <source>null: the service sent this field without a value</source>
        <translation>null: Der Dienst hat dieses Feld ohne Wert gesendet</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
</context>
<context>
    <name>bd::models::ImageLoader</name>
    <message>
        <source>No image.</source>
        <translation>Kein Bild.</translation>
    </message>
    <message>
        <source>The image could not be loaded: signed out.</source>
        <translation>Das Bild konnte nicht geladen werden: abgemeldet.</translation>
    </message>
    <message>
        <source>The image was not loaded: %1</source>
        <translation>Das Bild wurde nicht geladen: %1</translation>
    </message>
    <message>
        <source>The image is larger than %1 and was not loaded.</source>
        <translation>Das Bild ist größer als %1 und wurde nicht geladen.</translation>
    </message>
    <message>
        <source>The image could not be loaded: %1</source>
        <translation>Das Bild konnte nicht geladen werden: %1</translation>
    </message>
    <message>
        <source>The image could not be read: %1</source>
        <translation>Das Bild konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>The image did not finish loading within %1 s and was stopped.</source>
        <translation>Das Bild wurde nicht innerhalb von %1 s geladen und wurde abgebrochen.</translation>
    </message>
</context>
<context>
    <name>bd::models::InvoiceDeleter</name>
    <message>
        <source>Delete the invoices in the CRM too</source>
        <translation>Rechnungen auch im CRM löschen</translation>
    </message>
    <message>
        <source>Update debit memos in the CRM</source>
        <translation>Belastungsanzeigen im CRM aktualisieren</translation>
    </message>
    <message>
        <source>Update payments in the CRM</source>
        <translation>Zahlungen im CRM aktualisieren</translation>
    </message>
    <message>
        <source>The mapped invoice record in the connected CRM system is also deleted (notifyCrm).</source>
        <translation>Der zugeordnete Rechnungsdatensatz im verbundenen CRM-System wird ebenfalls gelöscht (notifyCrm).</translation>
    </message>
    <message>
        <source>The mapped debit memo record in the CRM is updated (notifyDebitMemoChangedToCrm).</source>
        <translation>Der zugeordnete Datensatz der Belastungsanzeige im CRM wird aktualisiert (notifyDebitMemoChangedToCrm).</translation>
    </message>
    <message>
        <source>The mapped payment record in the CRM is updated (notifyPaymentChangedToCrm).</source>
        <translation>Der zugeordnete Zahlungsdatensatz im CRM wird aktualisiert (notifyPaymentChangedToCrm).</translation>
    </message>
    <message>
        <source>Enter or paste the ids of the invoices to delete.</source>
        <translation>Geben Sie die IDs der zu löschenden Rechnungen ein oder fügen Sie sie ein.</translation>
    </message>
    <message>
        <source>the query endpoint answered: %1</source>
        <translation>der Abfrage-Endpunkt antwortete: %1</translation>
    </message>
    <message>
        <source>the query endpoint&apos;s answer holds no invoice list</source>
        <translation>die Antwort des Abfrage-Endpunkts enthält keine Rechnungsliste</translation>
    </message>
    <message numerus="yes">
        <source>%n invoice id(s)</source>
        <translation>
            <numerusform>%n Rechnungs-ID</numerusform>
            <numerusform>%n Rechnungs-IDs</numerusform>
        </translation>
    </message>
    <message>
        <source>status %1</source>
        <translation>Status %1</translation>
    </message>
    <message>
        <source>%1, tenant %2</source>
        <translation>%1, Mandant %2</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n invoice(s)?</source>
        <translation>
            <numerusform>%n Rechnung löschen?</numerusform>
            <numerusform>%n Rechnungen löschen?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>und %n weitere</numerusform>
            <numerusform>und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>By id: %1</source>
        <translation>Nach ID: %1</translation>
    </message>
    <message numerus="yes">
        <source>Not Canceled or Draft: %n of them; the service will refuse the whole deletion.</source>
        <translation>
            <numerusform>Weder Canceled noch Draft: %n davon; der Dienst wird die gesamte Löschung ablehnen.</numerusform>
            <numerusform>Weder Canceled noch Draft: %n davon; der Dienst wird die gesamte Löschung ablehnen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Unknown to the service: %n of them.</source>
        <translation>
            <numerusform>Dem Dienst unbekannt: %n davon.</numerusform>
            <numerusform>Dem Dienst unbekannt: %n davon.</numerusform>
        </translation>
    </message>
    <message>
        <source>The preview found all of them, each Canceled or Draft.</source>
        <translation>Die Vorschau hat alle gefunden, jede mit dem Status Canceled oder Draft.</translation>
    </message>
    <message>
        <source>Not previewed: %1.</source>
        <translation>Keine Vorschau: %1.</translation>
    </message>
    <message>
        <source>Every invoice with status %1 (filter %2)</source>
        <translation>Alle Rechnungen mit dem Status %1 (Filter %2)</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n invoice(s) with status %1?</source>
        <translation>
            <numerusform>%n Rechnung mit dem Status %1 löschen?</numerusform>
            <numerusform>%n Rechnungen mit dem Status %1 löschen?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The preview found %n invoice(s) with this status.</source>
        <translation>
            <numerusform>Die Vorschau hat %n Rechnung mit diesem Status gefunden.</numerusform>
            <numerusform>Die Vorschau hat %n Rechnungen mit diesem Status gefunden.</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete every invoice with status %1?</source>
        <translation>Alle Rechnungen mit dem Status %1 löschen?</translation>
    </message>
    <message>
        <source>The preview is unavailable (%1), so how many invoices this deletes is not known.</source>
        <translation>Die Vorschau ist nicht verfügbar (%1), daher ist nicht bekannt, wie viele Rechnungen gelöscht werden.</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>nicht ausgeführt</translation>
    </message>
    <message>
        <source>Off: %1 (%2 is sent as false).</source>
        <translation>Aus: %1 (%2 wird als false gesendet).</translation>
    </message>
    <message numerus="yes">
        <source>Deleted %n invoice(s): %1.</source>
        <translation>
            <numerusform>%n Rechnung gelöscht: %1.</numerusform>
            <numerusform>%n Rechnungen gelöscht: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The service deleted %n invoice(s).</source>
        <translation>
            <numerusform>Der Dienst hat %n Rechnung gelöscht.</numerusform>
            <numerusform>Der Dienst hat %n Rechnungen gelöscht.</numerusform>
        </translation>
    </message>
    <message>
        <source>The service accepted the deletion; its answer does not say how many invoices were deleted.</source>
        <translation>Der Dienst hat die Löschung angenommen; seine Antwort sagt nicht, wie viele Rechnungen gelöscht wurden.</translation>
    </message>
    <message>
        <source>The service refused the deletion: %1</source>
        <translation>Der Dienst hat die Löschung abgelehnt: %1</translation>
    </message>
    <message>
        <source>The service answered 404 Not Found: at least one of these invoices does not exist (or no longer exists). Preview to see which.</source>
        <translation>Der Dienst antwortete mit 404 Not Found: Mindestens eine dieser Rechnungen existiert nicht (oder nicht mehr). Die Vorschau zeigt, welche.</translation>
    </message>
    <message>
        <source>The service answered 404 Not Found.</source>
        <translation>Der Dienst antwortete mit 404 Not Found.</translation>
    </message>
    <message>
        <source>The deletion may or may not have been carried out: preview to see what is left before deleting again.</source>
        <translation>Die Löschung wurde möglicherweise ausgeführt, möglicherweise auch nicht: Prüfen Sie in der Vorschau, was noch vorhanden ist, bevor Sie erneut löschen.</translation>
    </message>
    <message>
        <source>Nothing was deleted.</source>
        <translation>Es wurde nichts gelöscht.</translation>
    </message>
    <message>
        <source>On: %1 — %2</source>
        <translation>Ein: %1 — %2</translation>
    </message>
    <message numerus="yes">
        <source>The query endpoint also answered %n invoice(s) that were not selected; they are not deleted and not shown.</source>
        <translation>
            <numerusform>Der Abfrage-Endpunkt lieferte außerdem %n Rechnung, die nicht ausgewählt war; sie wird weder gelöscht noch angezeigt.</numerusform>
            <numerusform>Der Abfrage-Endpunkt lieferte außerdem %n Rechnungen, die nicht ausgewählt waren; sie werden weder gelöscht noch angezeigt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The query endpoint also answered %n invoice(s) with another status; the service&apos;s filter decides what is deleted.</source>
        <translation>
            <numerusform>Der Abfrage-Endpunkt lieferte außerdem %n Rechnung mit anderem Status; was gelöscht wird, entscheidet der Filter des Dienstes.</numerusform>
            <numerusform>Der Abfrage-Endpunkt lieferte außerdem %n Rechnungen mit anderem Status; was gelöscht wird, entscheidet der Filter des Dienstes.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>bd::models::InvoicePreviewModel</name>
    <message>
        <source>not found</source>
        <translation>nicht gefunden</translation>
    </message>
    <message>
        <source>will be deleted</source>
        <translation>wird gelöscht</translation>
    </message>
    <message>
        <source>not Canceled or Draft: the service refuses the whole deletion</source>
        <translation>weder Canceled noch Draft: Der Dienst lehnt die gesamte Löschung ab</translation>
    </message>
    <message>
        <source>the service does not know this id</source>
        <translation>dem Dienst ist diese ID unbekannt</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Nummer</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>Kunde</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamtbetrag</translation>
    </message>
    <message>
        <source>What happens</source>
        <translation>Was passiert</translation>
    </message>
</context>
<context>
    <name>bd::models::JsonTreeModel</name>
    <message numerus="yes">
        <source>{%n field(s)}</source>
        <translation>
            <numerusform>{%n Feld}</numerusform>
            <numerusform>{%n Felder}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>[%n item(s)]</source>
        <translation>
            <numerusform>[%n Element]</numerusform>
            <numerusform>[%n Elemente]</numerusform>
        </translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>boolean</source>
        <translation>Wahrheitswert</translation>
    </message>
    <message>
        <source>number</source>
        <translation>Zahl</translation>
    </message>
    <message>
        <source>string</source>
        <translation>Zeichenkette</translation>
    </message>
    <message>
        <source>array</source>
        <translation>Array</translation>
    </message>
    <message>
        <source>object</source>
        <translation>Objekt</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
</context>
<context>
    <name>bd::models::PriceQuote</name>
    <message>
        <source>%1 per %2 — %3</source>
        <translation>%1 pro %2 — %3</translation>
    </message>
    <message>
        <source>Quantity: type how many units, a number of 0 or more such as 45 or 2.5.</source>
        <translation>Menge: Geben Sie ein, wie viele Einheiten – eine Zahl ab 0 wie 45 oder 2,5.</translation>
    </message>
    <message>
        <source>Quantity: “%1” is not a number. Type 0 or more, such as 45 or 2.5 (this unit keeps %2 decimal places).</source>
        <translation>Menge: „%1“ ist keine Zahl. Geben Sie 0 oder mehr ein, z. B. 45 oder 2,5 (diese Einheit hat %2 Nachkommastellen).</translation>
    </message>
    <message>
        <source>Quantity: %1 is below 0. Type 0 or more.</source>
        <translation>Menge: %1 ist kleiner als 0. Geben Sie 0 oder mehr ein.</translation>
    </message>
    <message>
        <source>End date: %1 is before the start date %2. The end is the term&apos;s last day, on or after its first.</source>
        <translation>Enddatum: %1 liegt vor dem Beginn %2. Das Ende ist der letzte Tag der Laufzeit, am oder nach ihrem ersten.</translation>
    </message>
    <message>
        <source>Term: “%1” is not a number. Type a length of 0 or more, such as 12 or 1.5, or leave it empty for the default.</source>
        <translation>Laufzeit: „%1“ ist keine Zahl. Geben Sie eine Länge ab 0 ein, z. B. 12 oder 1,5, oder lassen Sie das Feld für die Standardlaufzeit leer.</translation>
    </message>
    <message>
        <source>Term: %1 is below 0. Type a length of 0 or more.</source>
        <translation>Laufzeit: %1 ist kleiner als 0. Geben Sie eine Länge ab 0 ein.</translation>
    </message>
</context>
<context>
    <name>bd::models::QueryError</name>
    <message>
        <source>line %1, column %2: %3</source>
        <translation>Zeile %1, Spalte %2: %3</translation>
    </message>
</context>
<context>
    <name>bd::models::QueryRunner</name>
    <message>
        <source>The variables are not valid JSON: %1.</source>
        <translation>Die Variablen sind kein gültiges JSON: %1.</translation>
    </message>
    <message>
        <source>The variables must be a JSON object, for example {&quot;status&quot;: &quot;Draft&quot;}.</source>
        <translation>Die Variablen müssen ein JSON-Objekt sein, zum Beispiel {&quot;status&quot;: &quot;Draft&quot;}.</translation>
    </message>
    <message>
        <source>A query is running.</source>
        <translation>Eine Abfrage läuft.</translation>
    </message>
    <message>
        <source>Enter a query, for example { Customer { id name } }.</source>
        <translation>Geben Sie eine Abfrage ein, zum Beispiel { Customer { id name } }.</translation>
    </message>
    <message>
        <source>Canceled after %1 s.</source>
        <translation>Nach %1 s abgebrochen.</translation>
    </message>
</context>
<context>
    <name>bd::models::QuerySchema</name>
    <message>
        <source>equals the value</source>
        <translation>ist gleich dem Wert</translation>
    </message>
    <message>
        <source>does not equal the value</source>
        <translation>ist ungleich dem Wert</translation>
    </message>
    <message>
        <source>is one of a list, e.g. [&quot;a&quot;, &quot;b&quot;]</source>
        <translation>ist eines aus einer Liste, z. B. [&quot;a&quot;, &quot;b&quot;]</translation>
    </message>
    <message>
        <source>is none of a list</source>
        <translation>ist keines aus einer Liste</translation>
    </message>
    <message>
        <source>is greater than the value</source>
        <translation>ist größer als der Wert</translation>
    </message>
    <message>
        <source>is greater than or equal to it</source>
        <translation>ist größer oder gleich</translation>
    </message>
    <message>
        <source>is less than the value</source>
        <translation>ist kleiner als der Wert</translation>
    </message>
    <message>
        <source>is less than or equal to it</source>
        <translation>ist kleiner oder gleich</translation>
    </message>
    <message>
        <source>is null (true) or is not (false)</source>
        <translation>ist null (true) oder nicht (false)</translation>
    </message>
    <message>
        <source>matches a pattern (% any text, _ one character)</source>
        <translation>passt zu einem Muster (% beliebiger Text, _ ein Zeichen)</translation>
    </message>
    <message>
        <source>matches a pattern, any case</source>
        <translation>passt zu einem Muster, ohne Groß-/Kleinschreibung</translation>
    </message>
    <message>
        <source>does not match a pattern</source>
        <translation>passt zu keinem Muster</translation>
    </message>
    <message>
        <source>does not match a pattern, any case</source>
        <translation>passt zu keinem Muster, ohne Groß-/Kleinschreibung</translation>
    </message>
    <message>
        <source>all of a list of conditions</source>
        <translation>alle Bedingungen einer Liste</translation>
    </message>
    <message>
        <source>any of a list of conditions</source>
        <translation>eine der Bedingungen einer Liste</translation>
    </message>
    <message>
        <source>the condition does not hold</source>
        <translation>die Bedingung gilt nicht</translation>
    </message>
    <message>
        <source>list</source>
        <translation>Liste</translation>
    </message>
    <message>
        <source>object</source>
        <translation>Objekt</translation>
    </message>
    <message>
        <source>text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>number</source>
        <translation>Zahl</translation>
    </message>
    <message>
        <source>true/false</source>
        <translation>wahr/falsch</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>%1: an entity.</source>
        <translation>%1: eine Entität.</translation>
    </message>
    <message>
        <source>%1: a field of %2.</source>
        <translation>%1: ein Feld von %2.</translation>
    </message>
    <message>
        <source>Type %1 (from the service&apos;s schema).</source>
        <translation>Typ %1 (aus dem Schema des Dienstes).</translation>
    </message>
    <message>
        <source>Seen in answers as: %1.</source>
        <translation>In Antworten gesehen als: %1.</translation>
    </message>
    <message>
        <source>Named in the service&apos;s documentation.</source>
        <translation>In der Dokumentation des Dienstes genannt.</translation>
    </message>
    <message numerus="yes">
        <source>%n field(s) known.</source>
        <translation>
            <numerusform>%n Feld bekannt.</numerusform>
            <numerusform>%n Felder bekannt.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>bd::models::QueryTableModel</name>
    <message>
        <source>%1…</source>
        <comment>a tool tip cut short</comment>
        <translation>%1…</translation>
    </message>
</context>
<context>
    <name>bd::models::SavedViews</name>
    <message>
        <source>This is not JSON: %1 (at byte %2).</source>
        <translation>Das ist kein JSON: %1 (bei Byte %2).</translation>
    </message>
    <message>
        <source>This is not a file of saved views: it needs &quot;billingDeskViews&quot;: 1 and a &quot;views&quot; list.</source>
        <translation>Das ist keine Datei gespeicherter Ansichten: Sie braucht &quot;billingDeskViews&quot;: 1 und eine Liste &quot;views&quot;.</translation>
    </message>
</context>
<context>
    <name>bd::models::TenantController</name>
    <message>
        <source>Enter the access key of the tenant to switch to.</source>
        <translation>Geben Sie den Zugriffsschlüssel des Mandanten ein, zu dem Sie wechseln möchten.</translation>
    </message>
    <message>
        <source>Your session has ended. Sign in again, then switch tenant.</source>
        <translation>Ihre Sitzung ist abgelaufen. Melden Sie sich erneut an und wechseln Sie dann den Mandanten.</translation>
    </message>
    <message>
        <source>You are already working in %1.</source>
        <translation>Sie arbeiten bereits in %1.</translation>
    </message>
    <message>
        <source>You are still working in the same tenant.</source>
        <translation>Sie arbeiten weiterhin im selben Mandanten.</translation>
    </message>
    <message>
        <source>You are still working in %1.</source>
        <translation>Sie arbeiten weiterhin in %1.</translation>
    </message>
    <message>
        <source>Switching tenant was canceled.</source>
        <translation>Der Mandantenwechsel wurde abgebrochen.</translation>
    </message>
    <message>
        <source>The service did not accept this tenant access key. Check it and try again.</source>
        <translation>Der Dienst hat diesen Zugriffsschlüssel des Mandanten nicht akzeptiert. Prüfen Sie ihn und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>Could not switch to %1: %2</source>
        <translation>Wechsel zu %1 nicht möglich: %2</translation>
    </message>
    <message>
        <source>that tenant</source>
        <translation>diesem Mandanten</translation>
    </message>
    <message>
        <source>Not switched: %1.</source>
        <translation>Nicht gewechselt: %1.</translation>
    </message>
</context>
<context>
    <name>bd::models::WaitSentence</name>
    <message>
        <source>The service asked us to wait %1 s — retrying (%2 of %3)</source>
        <translation>Der Dienst bittet, %1 s zu warten — neuer Versuch (%2 von %3)</translation>
    </message>
</context>
<context>
    <name>bd::models::WebhookModel</name>
    <message>
        <source>Not a record: %1</source>
        <translation>Kein Datensatz: %1</translation>
    </message>
    <message>
        <source>The service sent %1 in the list of webhook endpoints, where a record was expected.</source>
        <translation>Der Dienst hat in der Liste der Webhook-Endpunkte %1 gesendet, wo ein Datensatz erwartet wurde.</translation>
    </message>
    <message>
        <source>This endpoint has no “%1” field.</source>
        <translation>Dieser Endpunkt hat kein Feld „%1“.</translation>
    </message>
    <message>
        <source>The service sent “%1” as null (no value).</source>
        <translation>Der Dienst hat „%1“ als null (ohne Wert) gesendet.</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>Eintrag</translation>
    </message>
    <message>
        <source>The field “%1”, as the service names it</source>
        <translation>Das Feld „%1“, wie der Dienst es benennt</translation>
    </message>
</context>
<context>
    <name>bd::secrets</name>
    <message>
        <source>No keychain is available (no D-Bus session). Secrets are kept for this session only and you will be asked again next time.</source>
        <translation>Kein Schlüsselbund verfügbar (keine D-Bus-Sitzung). Zugangsdaten werden nur für diese Sitzung aufbewahrt, und Sie werden beim nächsten Mal erneut gefragt.</translation>
    </message>
    <message>
        <source>No keychain is available (%1). Secrets are kept for this session only and you will be asked again next time.</source>
        <translation>Kein Schlüsselbund verfügbar (%1). Zugangsdaten werden nur für diese Sitzung aufbewahrt, und Sie werden beim nächsten Mal erneut gefragt.</translation>
    </message>
    <message>
        <source>it did not answer</source>
        <translation>keine Antwort</translation>
    </message>
</context>
<context>
    <name>bd::secrets::KeychainSecretStore</name>
    <message>
        <source>The keychain did not answer in time.</source>
        <translation>Der Schlüsselbund hat nicht rechtzeitig geantwortet.</translation>
    </message>
</context>
<context>
    <name>bd::secrets::MemorySecretStore</name>
    <message>
        <source>No secret stored for %1.</source>
        <translation>Für %1 sind keine Zugangsdaten gespeichert.</translation>
    </message>
</context>
<context>
    <name>bd::widgets::Accessibility</name>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <source>Clear %1</source>
        <translation>%1 leeren</translation>
    </message>
</context>
<context>
    <name>bd::widgets::CatalogDetails</name>
    <message>
        <source>&lt;p&gt;Reading the description of %1…&lt;/p&gt;</source>
        <translation>&lt;p&gt;Die Beschreibung von %1 wird gelesen …&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;No product is selected. Select one to see its details.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Kein Produkt ausgewählt. Wählen Sie eines aus, um seine Details zu sehen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>No image</source>
        <translation>Kein Bild</translation>
    </message>
    <message>
        <source>Loading image…</source>
        <translation>Bild wird geladen …</translation>
    </message>
</context>
<context>
    <name>bd::widgets::CatalogExporter</name>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message numerus="yes">
        <source>Exported %Ln product(s) to %1.</source>
        <translation>
            <numerusform>%Ln Produkt nach %1 exportiert.</numerusform>
            <numerusform>%Ln Produkte nach %1 exportiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export products</source>
        <translation>Produkte exportieren</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON-Dateien (*.json)</translation>
    </message>
    <message>
        <source>Copied %1 as JSON.</source>
        <translation>%1 als JSON kopiert.</translation>
    </message>
</context>
<context>
    <name>bd::widgets::CatalogFilterBar</name>
    <message>
        <source>Any record type</source>
        <translation>Alle Datensatztypen</translation>
    </message>
    <message>
        <source>Any price model</source>
        <translation>Alle Preismodelle</translation>
    </message>
    <message>
        <source>Any billing timing</source>
        <translation>Alle Abrechnungszeitpunkte</translation>
    </message>
    <message>
        <source>Any currency</source>
        <translation>Alle Währungen</translation>
    </message>
    <message>
        <source>Any category</source>
        <translation>Alle Kategorien</translation>
    </message>
    <message>
        <source>All products</source>
        <translation>Alle Produkte</translation>
    </message>
    <message>
        <source>New since the last list (%1)</source>
        <translation>Neu seit der letzten Liste (%1)</translation>
    </message>
    <message>
        <source>Re-priced since the last list (%1)</source>
        <translation>Neu bepreist seit der letzten Liste (%1)</translation>
    </message>
    <message>
        <source>Removed since the last list (%1)</source>
        <translation>Entfernt seit der letzten Liste (%1)</translation>
    </message>
    <message>
        <source>Compared with the list of %1</source>
        <translation>Verglichen mit der Liste vom %1</translation>
    </message>
</context>
<context>
    <name>bd::widgets::CatalogScreen</name>
    <message>
        <source>Loading the catalog… %1</source>
        <translation>Katalog wird geladen … %1</translation>
    </message>
    <message>
        <source>&amp;Retry</source>
        <translation>E&amp;rneut versuchen</translation>
    </message>
    <message>
        <source>Loading canceled; the products shown are from before.</source>
        <translation>Laden abgebrochen; angezeigt werden die bisherigen Produkte.</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>Abbre&amp;chen</translation>
    </message>
    <message>
        <source>Loading the catalog…</source>
        <translation>Katalog wird geladen …</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>&amp;Neu laden</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>%1 wird geöffnet …</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>Katalog</translation>
    </message>
    <message>
        <source>This bundle option names no product to open.</source>
        <translation>Diese Bundle-Option verweist auf kein Produkt, das geöffnet werden könnte.</translation>
    </message>
    <message>
        <source>&amp;Copy product as JSON</source>
        <translation>Produkt als JSON &amp;kopieren</translation>
    </message>
    <message>
        <source>Reload the catalog</source>
        <translation>Katalog neu laden</translation>
    </message>
    <message>
        <source>Re&amp;try</source>
        <translation>Erneut &amp;versuchen</translation>
    </message>
    <message>
        <source>Showing %1, which is not in the list shown (search, filters, or a newer catalog).</source>
        <translation>%1 wird angezeigt, steht aber nicht in der Liste (Suche, Filter oder ein neuerer Katalog).</translation>
    </message>
    <message>
        <source>Find</source>
        <translation>Suchen</translation>
    </message>
    <message numerus="yes">
        <source>%Ln part(s) of the answer did not match the spec and are shown as received.</source>
        <translation>
            <numerusform>%Ln Teil der Antwort entsprach nicht der Spezifikation und wird wie empfangen angezeigt.</numerusform>
            <numerusform>%Ln Teile der Antwort entsprachen nicht der Spezifikation und werden wie empfangen angezeigt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln products</source>
        <translation>
            <numerusform>%1 von %Ln Produkt</numerusform>
            <numerusform>%1 von %Ln Produkten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Loading canceled; the list is incomplete: %Ln product(s) arrived.</source>
        <translation>
            <numerusform>Laden abgebrochen; die Liste ist unvollständig: %Ln Produkt ist angekommen.</numerusform>
            <numerusform>Laden abgebrochen; die Liste ist unvollständig: %Ln Produkte sind angekommen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 The list is incomplete: it shows the %Ln product(s) that arrived.</source>
        <translation>
            <numerusform>%1 Die Liste ist unvollständig: Sie zeigt das %Ln Produkt, das angekommen ist.</numerusform>
            <numerusform>%1 Die Liste ist unvollständig: Sie zeigt die %Ln Produkte, die angekommen sind.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln product(s) so far… %1</source>
        <translation>
            <numerusform>Bisher %Ln Produkt… %1</numerusform>
            <numerusform>Bisher %Ln Produkte… %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 Showing the catalog as of %2, kept from last time.</source>
        <translation>%1 Angezeigt wird der Katalog vom %2, aufbewahrt vom letzten Mal.</translation>
    </message>
    <message>
        <source>As of %1 — refreshing… %2</source>
        <translation>Stand %1 — wird aktualisiert… %2</translation>
    </message>
    <message>
        <source>Price the selected product</source>
        <translation>Ausgewähltes Produkt bepreisen</translation>
    </message>
    <message>
        <source>Opening %1 was canceled.</source>
        <translation>Das Öffnen von %1 wurde abgebrochen.</translation>
    </message>
    <message>
        <source>its product %1 could not be read. %2</source>
        <translation>sein Produkt %1 konnte nicht gelesen werden. %2</translation>
    </message>
    <message>
        <source>its price is being read from the service…</source>
        <translation>sein Preis wird beim Dienst abgefragt…</translation>
    </message>
    <message>
        <source>Catalog loaded</source>
        <translation>Katalog geladen</translation>
    </message>
    <message numerus="yes">
        <source>%Ln product(s).</source>
        <translation>
            <numerusform>%Ln Produkt.</numerusform>
            <numerusform>%Ln Produkte.</numerusform>
        </translation>
    </message>
    <message>
        <source>The catalog did not load</source>
        <translation>Der Katalog wurde nicht geladen</translation>
    </message>
    <message>
        <source>Catalog exported</source>
        <translation>Katalog exportiert</translation>
    </message>
    <message>
        <source>Open product %1</source>
        <translation>Produkt %1 öffnen</translation>
    </message>
    <message>
        <source>Look up product %1</source>
        <translation>Produkt %1 nachschlagen</translation>
    </message>
    <message>
        <source>asks the service</source>
        <translation>fragt den Dienst</translation>
    </message>
    <message>
        <source>Canceled.</source>
        <translation>Abgebrochen.</translation>
    </message>
</context>
<context>
    <name>bd::widgets::ColorScheme</name>
    <message>
        <source>&amp;Appearance</source>
        <translation>&amp;Erscheinungsbild</translation>
    </message>
    <message>
        <source>Follow the de&amp;sktop</source>
        <translation>Dem &amp;Desktop folgen</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Hell</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>D&amp;unkel</translation>
    </message>
</context>
<context>
    <name>bd::widgets::CommandBar</name>
    <message>
        <source>Nothing matches “%1”.</source>
        <translation>Nichts passt zu „%1“.</translation>
    </message>
    <message numerus="yes">
        <source>%n result(s)</source>
        <translation>
            <numerusform>%n Ergebnis</numerusform>
            <numerusform>%n Ergebnisse</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — asking the service… (Esc cancels)</source>
        <translation>%1 – der Dienst wird gefragt … (Esc bricht ab)</translation>
    </message>
    <message>
        <source>Cancelled: nothing more is asked of the service.</source>
        <translation>Abgebrochen: Der Dienst wird nichts mehr gefragt.</translation>
    </message>
    <message>
        <source>Stopped: the window moved to another account before the answer came.</source>
        <translation>Angehalten: Das Fenster ist vor der Antwort zu einem anderen Konto gewechselt.</translation>
    </message>
</context>
<context>
    <name>bd::widgets::ContactFields</name>
    <message>
        <source>%1 (This is the stored value; it is only sent if you change it.)</source>
        <translation>%1 (Das ist der gespeicherte Wert; er wird nur gesendet, wenn Sie ihn ändern.)</translation>
    </message>
    <message>
        <source>%1: %2 of at most %3 characters</source>
        <translation>%1: %2 von höchstens %3 Zeichen</translation>
    </message>
    <message>
        <source>The service refused this value.</source>
        <translation>Der Dienst hat diesen Wert abgelehnt.</translation>
    </message>
    <message>
        <source>Pick a date</source>
        <translation>Datum auswählen</translation>
    </message>
    <message>
        <source>Pick a date (Alt+Down); or type YYYY-MM-DD, or clear the field</source>
        <translation>Datum auswählen (Alt+↓), als YYYY-MM-DD eingeben oder das Feld leeren</translation>
    </message>
</context>
<context>
    <name>bd::widgets::ContactHistoryDialog</name>
    <message>
        <source>Any</source>
        <translation>Beliebig</translation>
    </message>
    <message>
        <source>Contact saves</source>
        <translation>Kontaktspeicherungen</translation>
    </message>
    <message>
        <source>Contact id or part of a name</source>
        <translation>Kontakt-ID oder Teil eines Namens</translation>
    </message>
    <message>
        <source>Any field</source>
        <translation>Jedes Feld</translation>
    </message>
    <message>
        <source>Any source</source>
        <translation>Jede Herkunft</translation>
    </message>
    <message>
        <source>&amp;Contact:</source>
        <translation>&amp;Kontakt:</translation>
    </message>
    <message>
        <source>F&amp;ield:</source>
        <translation>&amp;Feld:</translation>
    </message>
    <message>
        <source>&amp;Source:</source>
        <translation>&amp;Quelle:</translation>
    </message>
    <message>
        <source>F&amp;rom:</source>
        <translation>&amp;Von:</translation>
    </message>
    <message>
        <source>&amp;To:</source>
        <translation>&amp;Bis:</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>CSV e&amp;xportieren …</translation>
    </message>
    <message>
        <source>Export contact saves</source>
        <translation>Kontaktspeicherungen exportieren</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln changed field(s)</source>
        <translation>
            <numerusform>%Ln geändertes Feld</numerusform>
            <numerusform>%Ln geänderte Felder</numerusform>
        </translation>
    </message>
    <message>
        <source>The history cannot be read: %1</source>
        <translation>Der Verlauf kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Counting…</source>
        <translation>Wird gezählt …</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message numerus="yes">
        <source>Exported %Ln changed field(s) to %1.</source>
        <translation>
            <numerusform>%Ln geändertes Feld nach %1 exportiert.</numerusform>
            <numerusform>%Ln geänderte Felder nach %1 exportiert.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>bd::widgets::ContactHistoryPanel</name>
    <message>
        <source>&amp;All saves…</source>
        <translation>All&amp;e Speicherungen …</translation>
    </message>
    <message>
        <source>Saves of this contact</source>
        <translation>Speicherungen dieses Kontakts</translation>
    </message>
    <message>
        <source>What each save sent, newest first. Undo puts the values it replaced back, after checking that nobody changed them since.</source>
        <translation>Was jede Speicherung gesendet hat, die neueste zuerst. „Rückgängig“ stellt die ersetzten Werte wieder her, nachdem geprüft wurde, dass sie seitdem niemand geändert hat.</translation>
    </message>
    <message>
        <source>Every contact&apos;s saves in this tenant, with filters and CSV export</source>
        <translation>Die Speicherungen aller Kontakte in diesem Mandanten, mit Filtern und CSV-Export</translation>
    </message>
    <message>
        <source>Reading %1 to check nothing changed since that save…</source>
        <translation>%1 wird gelesen, um zu prüfen, dass sich seit dieser Speicherung nichts geändert hat …</translation>
    </message>
    <message>
        <source>Undoing the save…</source>
        <translation>Speicherung wird zurückgenommen …</translation>
    </message>
    <message>
        <source>Nothing was undone.</source>
        <translation>Nichts wurde zurückgenommen.</translation>
    </message>
    <message>
        <source>Some fields changed since that save: choose what to put back.</source>
        <translation>Einige Felder wurden seit dieser Speicherung geändert: Wählen Sie, was wiederhergestellt werden soll.</translation>
    </message>
    <message>
        <source>Undid the save of %1 to %2.</source>
        <translation>Die Speicherung vom %1 an %2 wurde zurückgenommen.</translation>
    </message>
    <message>
        <source>saved</source>
        <translation>gespeichert</translation>
    </message>
    <message>
        <source>saved, with warnings</source>
        <translation>gespeichert, mit Warnungen</translation>
    </message>
    <message>
        <source>not saved</source>
        <translation>nicht gespeichert</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>keine Antwort</translation>
    </message>
    <message>
        <source>undo of save %1</source>
        <translation>Rücknahme von Speicherung %1</translation>
    </message>
    <message>
        <source>No saves of this contact kept yet</source>
        <translation>Noch keine Speicherungen dieses Kontakts aufbewahrt</translation>
    </message>
    <message numerus="yes">
        <source>Saves of this contact (%n)</source>
        <translation>
            <numerusform>Speicherungen dieses Kontakts (%n)</numerusform>
            <numerusform>Speicherungen dieses Kontakts (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Undo the save of %1</source>
        <translation>Die Speicherung vom %1 zurücknehmen</translation>
    </message>
    <message>
        <source>Put back the values this save replaced</source>
        <translation>Die Werte wiederherstellen, die diese Speicherung ersetzt hat</translation>
    </message>
    <message>
        <source>This save was not stored: there is nothing to undo</source>
        <translation>Diese Speicherung wurde nicht gespeichert: Es gibt nichts zurückzunehmen</translation>
    </message>
    <message>
        <source>A save is on its way; undo once it is answered.</source>
        <translation>Eine Speicherung ist unterwegs; nehmen Sie zurück, sobald sie beantwortet ist.</translation>
    </message>
    <message>
        <source>Saves are not kept: %1</source>
        <translation>Speicherungen werden nicht aufbewahrt: %1</translation>
    </message>
</context>
<context>
    <name>bd::widgets::ContactLookupBox</name>
    <message>
        <source>Any</source>
        <translation>Beliebig</translation>
    </message>
    <message>
        <source>An id, an email or a name, told apart by their shape</source>
        <translation>Eine ID, eine E-Mail-Adresse oder ein Name, an ihrer Form erkannt</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Email</source>
        <translation>E-Mail</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>name@example.com</source>
        <translation>name@example.com</translation>
    </message>
    <message>
        <source>A name, or part of one</source>
        <translation>Ein Name oder ein Teil davon</translation>
    </message>
    <message>
        <source>Contact id or customer id</source>
        <translation>Kontakt-ID oder Kunden-ID</translation>
    </message>
    <message>
        <source>Id, email or name</source>
        <translation>ID, E-Mail oder Name</translation>
    </message>
</context>
<context>
    <name>bd::widgets::ContactScreen</name>
    <message>
        <source>Your edits are on the clipboard as JSON.</source>
        <translation>Ihre Änderungen liegen als JSON in der Zwischenablage.</translation>
    </message>
    <message>
        <source>Your unsaved edits are back. Save them, or Revert to drop them.</source>
        <translation>Ihre nicht gespeicherten Änderungen sind wiederhergestellt. Speichern Sie sie oder verwerfen Sie sie mit „Zurücksetzen“.</translation>
    </message>
    <message>
        <source>Saving…</source>
        <translation>Wird gespeichert …</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation>Gespeichert.</translation>
    </message>
    <message>
        <source>%1 Your edits are kept; press Save to try again.</source>
        <translation>%1 Ihre Änderungen bleiben erhalten; klicken Sie auf „Speichern“, um es erneut zu versuchen.</translation>
    </message>
    <message>
        <source>Not saved. %1 Your edits are kept.</source>
        <translation>Nicht gespeichert. %1 Ihre Änderungen bleiben erhalten.</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>Cannot save yet: %1</source>
        <translation>Speichern noch nicht möglich: %1</translation>
    </message>
    <message>
        <source>Nothing has changed.</source>
        <translation>Es wurde nichts geändert.</translation>
    </message>
    <message numerus="yes">
        <source>Save %n change(s) (Ctrl+S).</source>
        <translation>
            <numerusform>%n Änderung speichern (Strg+S).</numerusform>
            <numerusform>%n Änderungen speichern (Strg+S).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Save %n change(s)?</source>
        <translation>
            <numerusform>%n Änderung speichern?</numerusform>
            <numerusform>%n Änderungen speichern?</numerusform>
        </translation>
    </message>
    <message>
        <source>Save these changes to %1?</source>
        <translation>Diese Änderungen an %1 speichern?</translation>
    </message>
    <message>
        <source>this contact</source>
        <translation>diesem Kontakt</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Nicht gespeicherte Änderungen</translation>
    </message>
    <message>
        <source>The changes to %1 are not saved. Discard them?</source>
        <translation>Die Änderungen an %1 sind nicht gespeichert. Verwerfen?</translation>
    </message>
    <message>
        <source>Contacts</source>
        <translation>Kontakte</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Find</source>
        <translation>Suchen</translation>
    </message>
    <message>
        <source>Looking for %1…</source>
        <translation>Suche nach %1 …</translation>
    </message>
    <message>
        <source>Saved, with warnings from the service:
%1</source>
        <translation>Gespeichert, mit Warnungen des Dienstes:
%1</translation>
    </message>
    <message>
        <source>Your edits are kept.</source>
        <translation>Ihre Änderungen bleiben erhalten.</translation>
    </message>
    <message>
        <source>&amp;Copy my edits</source>
        <translation>Meine Änderungen &amp;kopieren</translation>
    </message>
    <message>
        <source>&amp;Try again</source>
        <translation>Erneut &amp;versuchen</translation>
    </message>
    <message>
        <source>Unsaved edits to contact %1 were kept from last time. Open it to restore them.</source>
        <translation>Nicht gespeicherte Änderungen an Kontakt %1 vom letzten Mal wurden aufbewahrt. Öffnen Sie ihn, um sie wiederherzustellen.</translation>
    </message>
    <message>
        <source>&amp;Open it</source>
        <translation>Ö&amp;ffnen</translation>
    </message>
    <message>
        <source>(Enter or double-click opens one.)</source>
        <translation>(Eingabetaste oder Doppelklick öffnet einen Kontakt.)</translation>
    </message>
    <message>
        <source>You have unsaved edits to this contact from earlier.</source>
        <translation>Sie haben frühere, nicht gespeicherte Änderungen an diesem Kontakt.</translation>
    </message>
    <message>
        <source>&amp;Restore them</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Nicht gespeichert: %1</translation>
    </message>
    <message numerus="yes">
        <source>(%Ln more field(s) marked.)</source>
        <translation>
            <numerusform>(%Ln weiteres Feld markiert.)</numerusform>
            <numerusform>(%Ln weitere Felder markiert.)</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to save: no field has changed.</source>
        <translation>Nichts zu speichern: Kein Feld wurde geändert.</translation>
    </message>
    <message>
        <source>Saved the changes to %1.</source>
        <translation>Die Änderungen an %1 wurden gespeichert.</translation>
    </message>
    <message>
        <source>%1 is the contact already open.</source>
        <translation>%1 ist der bereits geöffnete Kontakt.</translation>
    </message>
    <message>
        <source>Your changes to %1 are not saved. Keep them as a draft of %2? They are offered again when you open %1 in %2.</source>
        <translation>Ihre Änderungen an %1 sind nicht gespeichert. Als Entwurf von %2 behalten? Sie werden wieder angeboten, wenn Sie %1 in %2 öffnen.</translation>
    </message>
    <message>
        <source>&amp;Keep as draft</source>
        <translation>Als &amp;Entwurf behalten</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Verwerfen</translation>
    </message>
    <message>
        <source>&amp;Undo this save</source>
        <translation>Speicherung rückgän&amp;gig machen</translation>
    </message>
    <message>
        <source>An undo is on its way; save once it is answered.</source>
        <translation>Eine Rücknahme ist unterwegs; speichern Sie, sobald sie beantwortet ist.</translation>
    </message>
    <message>
        <source>Look up contact %1</source>
        <translation>Kontakt %1 nachschlagen</translation>
    </message>
    <message>
        <source>a contact or customer id</source>
        <translation>eine Kontakt- oder Kunden-ID</translation>
    </message>
    <message>
        <source>Find the contact %1</source>
        <translation>Kontakt %1 suchen</translation>
    </message>
    <message>
        <source>by email</source>
        <translation>nach E-Mail</translation>
    </message>
    <message>
        <source>No contact was found.</source>
        <translation>Kein Kontakt gefunden.</translation>
    </message>
    <message>
        <source>Find contacts named “%1”</source>
        <translation>Kontakte mit „%1“ im Namen suchen</translation>
    </message>
    <message>
        <source>asks the service</source>
        <translation>fragt den Dienst</translation>
    </message>
</context>
<context>
    <name>bd::widgets::ContactUndoDialog</name>
    <message>
        <source>Undo a save: fields changed since</source>
        <translation>Speicherung zurücknehmen: Felder seitdem geändert</translation>
    </message>
    <message>
        <source>Since the save of %1, some fields of %2 were changed again. Choose the fields to put back as they were before that save; the others keep what they hold now.</source>
        <translation>Seit der Speicherung vom %1 wurden einige Felder von %2 erneut geändert. Wählen Sie die Felder, die auf den Stand vor dieser Speicherung zurückgesetzt werden sollen; die übrigen behalten ihren jetzigen Wert.</translation>
    </message>
    <message>
        <source>%1: put back %2</source>
        <translation>%1: %2 wiederherstellen</translation>
    </message>
    <message>
        <source>That save wrote %1; it now holds %2.</source>
        <translation>Diese Speicherung schrieb %1; jetzt steht dort %2.</translation>
    </message>
    <message>
        <source>Unchanged since that save (%1).</source>
        <translation>Seit dieser Speicherung unverändert (%1).</translation>
    </message>
    <message>
        <source>&amp;Undo chosen fields</source>
        <translation>Gewählte Felder &amp;zurücknehmen</translation>
    </message>
</context>
<context>
    <name>bd::widgets::DeleteConfirmDialog</name>
    <message>
        <source>Confirm deletion</source>
        <translation>Löschung bestätigen</translation>
    </message>
    <message>
        <source>PRODUCTION: %1</source>
        <translation>PRODUKTION: %1</translation>
    </message>
    <message>
        <source>Where: %1</source>
        <translation>Ziel: %1</translation>
    </message>
    <message>
        <source>CRM flags sent:</source>
        <translation>Gesendete CRM-Optionen:</translation>
    </message>
    <message>
        <source>Deleted invoices cannot be restored from this application.</source>
        <translation>Gelöschte Rechnungen können mit dieser Anwendung nicht wiederhergestellt werden.</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n invoice(s)</source>
        <translation>
            <numerusform>%n Rechnung löschen</numerusform>
            <numerusform>%n Rechnungen löschen</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Delete the invoices</source>
        <translation>Rechnungen löschen</translation>
    </message>
    <message>
        <source>Cancel the deletion</source>
        <translation>Löschung abbrechen</translation>
    </message>
    <message>
        <source>This is production. Type the tenant name “%1” to confirm:</source>
        <translation>Dies ist die Produktionsumgebung. Geben Sie zur Bestätigung den Mandantennamen „%1“ ein:</translation>
    </message>
    <message>
        <source>Tenant name, typed to confirm</source>
        <translation>Mandantenname zur Bestätigung</translation>
    </message>
    <message>
        <source>This is production. Type the environment&apos;s name “%1” to confirm:</source>
        <translation>Dies ist die Produktion. Geben Sie zur Bestätigung den Namen der Umgebung „%1“ ein:</translation>
    </message>
</context>
<context>
    <name>bd::widgets::DemoGuide</name>
    <message>
        <source>&amp;What to Try in the Demo</source>
        <translation>&amp;Was man in der Demo ausprobieren kann</translation>
    </message>
    <message>
        <source>Demo: what to try</source>
        <translation>Demo: was ausprobieren</translation>
    </message>
    <message>
        <source>What to try in the demo</source>
        <translation>Was man in der Demo ausprobieren kann</translation>
    </message>
    <message>
        <source>This is the built-in demo: sample data, nothing is sent anywhere. Try 01tAc00000PrcRamp1 in “Open by id”, then Ctrl+Shift+P.</source>
        <translation>Dies ist die eingebaute Demo: Beispieldaten, nichts wird irgendwohin gesendet. Probieren Sie 01tAc00000PrcRamp1 in „Nach ID öffnen“, dann Strg+Umschalt+P.</translation>
    </message>
    <message>
        <source>More to tr&amp;y…</source>
        <translation>&amp;Mehr zum Ausprobieren…</translation>
    </message>
    <message>
        <source>&lt;h3&gt;The built-in demo&lt;/h3&gt;&lt;p&gt;Sample data in a service inside this program: nothing is sent anywhere, and it starts afresh each time (drafts and recent contacts are kept).&lt;/p&gt;&lt;table cellspacing=6&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Catalog&lt;/b&gt; (Ctrl+1)&lt;/td&gt;&lt;td&gt;Type &lt;tt&gt;01tAc00000PrcRamp1&lt;/tt&gt; in “Open by id”, press Enter, then Ctrl+Shift+P and a quantity: a ramp priced year by year. &lt;tt&gt;01tAc00000PrcVol01&lt;/tt&gt; at 99 and at 100 shows a volume cliff; &lt;tt&gt;01tAc00000PrcBndl1&lt;/tt&gt; is a bundle with options.&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Contacts&lt;/b&gt; (Ctrl+2)&lt;/td&gt;&lt;td&gt;Look up &lt;tt&gt;003Ac00000CgwKLFPs&lt;/tt&gt; or &lt;tt&gt;margaret.chen@northwind.example&lt;/tt&gt;, change a field, Ctrl+S; Alt+U undoes it, and the panel beside the form keeps every save.&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Tenant&lt;/b&gt; (Ctrl+4)&lt;/td&gt;&lt;td&gt;Switch to Globex Corporation: every screen follows, and switches back as easily.&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Invoices&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Choose the status Canceled and preview what would be deleted; nothing goes before you confirm.&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Query&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Run &lt;tt&gt;{ Invoice { invoiceNumber status totalAmount lines } }&lt;/tt&gt; with Ctrl+Enter: click a column to sort, Enter on a &lt;i&gt;lines&lt;/i&gt; cell opens its list, Ctrl+F finds, Ctrl+T opens another tab.&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;p&gt;F1 lists every key.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Die eingebaute Demo&lt;/h3&gt;&lt;p&gt;Beispieldaten in einem Dienst innerhalb dieses Programms: Nichts wird irgendwohin gesendet, und sie beginnt jedes Mal neu (Entwürfe und zuletzt geöffnete Kontakte bleiben erhalten).&lt;/p&gt;&lt;table cellspacing=6&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Katalog&lt;/b&gt; (Strg+1)&lt;/td&gt;&lt;td&gt;Geben Sie &lt;tt&gt;01tAc00000PrcRamp1&lt;/tt&gt; in „Nach ID öffnen“ ein, drücken Sie die Eingabetaste, dann Strg+Umschalt+P und eine Menge: eine Staffel, Jahr für Jahr berechnet. &lt;tt&gt;01tAc00000PrcVol01&lt;/tt&gt; bei 99 und bei 100 zeigt einen Mengensprung; &lt;tt&gt;01tAc00000PrcBndl1&lt;/tt&gt; ist ein Paket mit Optionen.&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Kontakte&lt;/b&gt; (Strg+2)&lt;/td&gt;&lt;td&gt;Suchen Sie &lt;tt&gt;003Ac00000CgwKLFPs&lt;/tt&gt; oder &lt;tt&gt;margaret.chen@northwind.example&lt;/tt&gt;, ändern Sie ein Feld, Strg+S; Alt+U nimmt es zurück, und die Leiste neben dem Formular bewahrt jede Speicherung.&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Mandant&lt;/b&gt; (Strg+4)&lt;/td&gt;&lt;td&gt;Wechseln Sie zu Globex Corporation: Alle Ansichten folgen, und zurück geht es ebenso leicht.&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Rechnungen&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Wählen Sie den Status Canceled und sehen Sie vorab, was gelöscht würde; nichts geschieht, bevor Sie bestätigen.&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Abfrage&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Führen Sie &lt;tt&gt;{ Invoice { invoiceNumber status totalAmount lines } }&lt;/tt&gt; mit Strg+Eingabe aus: ein Klick auf eine Spalte sortiert, Eingabe auf einer &lt;i&gt;lines&lt;/i&gt;-Zelle öffnet ihre Liste, Strg+F sucht, Strg+T öffnet einen weiteren Tab.&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;p&gt;F1 listet alle Tasten auf.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>bd::widgets::DesktopNotifier</name>
    <message>
        <source>Show Billing Desk</source>
        <translation>Billing Desk zeigen</translation>
    </message>
</context>
<context>
    <name>bd::widgets::InvoiceScreen</name>
    <message>
        <source>Asking the query endpoint what the selection holds…</source>
        <translation>Der Abfrage-Endpunkt wird nach dem Inhalt der Auswahl gefragt …</translation>
    </message>
    <message>
        <source>Preview unavailable: %1. You can still delete; the confirmation says what is not known.</source>
        <translation>Vorschau nicht verfügbar: %1. Sie können trotzdem löschen; die Bestätigung nennt, was nicht bekannt ist.</translation>
    </message>
    <message numerus="yes">
        <source>The service knows %n of the ids.</source>
        <translation>
            <numerusform>Der Dienst kennt %n der IDs.</numerusform>
            <numerusform>Der Dienst kennt %n der IDs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The filter selects %n invoice(s).</source>
        <translation>
            <numerusform>Der Filter erfasst %n Rechnung.</numerusform>
            <numerusform>Der Filter erfasst %n Rechnungen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Listed here: %n.</source>
        <translation>
            <numerusform>Hier aufgeführt: %n.</numerusform>
            <numerusform>Hier aufgeführt: %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not Canceled or Draft: %n (the service would refuse the whole deletion).</source>
        <translation>
            <numerusform>Weder Canceled noch Draft: %n (der Dienst würde die gesamte Löschung ablehnen).</numerusform>
            <numerusform>Weder Canceled noch Draft: %n (der Dienst würde die gesamte Löschung ablehnen).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Unknown to the service: %n id(s).</source>
        <translation>
            <numerusform>Dem Dienst unbekannt: %n ID.</numerusform>
            <numerusform>Dem Dienst unbekannt: %n IDs.</numerusform>
        </translation>
    </message>
    <message>
        <source>This service answered only ids and statuses.</source>
        <translation>Dieser Dienst lieferte nur IDs und Status.</translation>
    </message>
    <message>
        <source>Deleting… (this request is sent once and never repeated)</source>
        <translation>Wird gelöscht … (diese Anfrage wird einmal gesendet und nie wiederholt)</translation>
    </message>
    <message>
        <source>The service refused the deletion (HTTP %1). What it said:</source>
        <translation>Der Dienst hat die Löschung abgelehnt (HTTP %1). Seine Meldung:</translation>
    </message>
    <message>
        <source>(none given)</source>
        <translation>(keine Angabe)</translation>
    </message>
    <message>
        <source>Preview again to see what is left.</source>
        <translation>Rufen Sie die Vorschau erneut auf, um zu sehen, was noch vorhanden ist.</translation>
    </message>
    <message>
        <source>A deletion is on its way</source>
        <translation>Eine Löschung läuft noch</translation>
    </message>
    <message>
        <source>The service has not answered the deletion yet. If you go on, its answer is not shown or logged, but the deletion may still happen. Go on?</source>
        <translation>Der Dienst hat auf die Löschung noch nicht geantwortet. Wenn Sie fortfahren, wird seine Antwort weder angezeigt noch protokolliert, die Löschung kann aber trotzdem stattfinden. Fortfahren?</translation>
    </message>
    <message numerus="yes">
        <source>%n invoice id(s)</source>
        <translation>
            <numerusform>%n Rechnungs-ID</numerusform>
            <numerusform>%n Rechnungs-IDs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n duplicate(s) removed)</source>
        <translation>
            <numerusform>(%n Duplikat entfernt)</numerusform>
            <numerusform>(%n Duplikate entfernt)</numerusform>
        </translation>
    </message>
    <message>
        <source>Filter sent: %1</source>
        <translation>Gesendeter Filter: %1</translation>
    </message>
    <message>
        <source>The selection changed: preview again.</source>
        <translation>Die Auswahl hat sich geändert: Rufen Sie die Vorschau erneut auf.</translation>
    </message>
    <message>
        <source>Invoices with status %1</source>
        <translation>Rechnungen mit dem Status %1</translation>
    </message>
    <message>
        <source>A deletion is on its way.</source>
        <translation>Eine Löschung läuft.</translation>
    </message>
    <message>
        <source>Previewing first…</source>
        <translation>Zuerst wird die Vorschau erstellt …</translation>
    </message>
    <message>
        <source>Asks for confirmation before anything is deleted.</source>
        <translation>Fragt nach einer Bestätigung, bevor etwas gelöscht wird.</translation>
    </message>
    <message numerus="yes">
        <source>%n deletion(s) sent from this computer to this environment and tenant.</source>
        <translation>
            <numerusform>%n Löschung von diesem Computer an diese Umgebung und diesen Mandanten gesendet.</numerusform>
            <numerusform>%n Löschungen von diesem Computer an diese Umgebung und diesen Mandanten gesendet.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the deletion log</source>
        <translation>Löschprotokoll exportieren</translation>
    </message>
    <message>
        <source>CSV (*.csv);;JSON (*.json)</source>
        <translation>CSV-Dateien (*.csv);;JSON-Dateien (*.json)</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n deletion(s) to %1.</source>
        <translation>
            <numerusform>%n Löschung nach %1 exportiert.</numerusform>
            <numerusform>%n Löschungen nach %1 exportiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Invoices</source>
        <translation>Rechnungen</translation>
    </message>
    <message numerus="yes">
        <source>The query endpoint also answered %n invoice(s) that were not selected; they are not shown.</source>
        <translation>
            <numerusform>Der Abfrage-Endpunkt lieferte außerdem %n Rechnung, die nicht ausgewählt war; sie wird nicht angezeigt.</numerusform>
            <numerusform>Der Abfrage-Endpunkt lieferte außerdem %n Rechnungen, die nicht ausgewählt waren; sie werden nicht angezeigt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Preview canceled.</source>
        <translation>Vorschau abgebrochen.</translation>
    </message>
    <message>
        <source>Invoices deleted</source>
        <translation>Rechnungen gelöscht</translation>
    </message>
    <message>
        <source>Invoice deletion did not go through</source>
        <translation>Das Löschen der Rechnungen ist nicht durchgegangen</translation>
    </message>
    <message numerus="yes">
        <source>Fill in %n invoice id(s) to delete</source>
        <translation>
            <numerusform>%n Rechnungs-ID zum Löschen eintragen</numerusform>
            <numerusform>%n Rechnungs-IDs zum Löschen eintragen</numerusform>
        </translation>
    </message>
    <message>
        <source>Invoices: a preview first; nothing is deleted from here</source>
        <translation>Rechnungen: zuerst eine Vorschau; von hier wird nichts gelöscht</translation>
    </message>
</context>
<context>
    <name>bd::widgets::MainWindow</name>
    <message>
        <source>Not signed in</source>
        <translation>Nicht angemeldet</translation>
    </message>
    <message>
        <source>Connection status</source>
        <translation>Verbindungsstatus</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Signed in: %1</source>
        <translation>Angemeldet: %1</translation>
    </message>
    <message>
        <source>PRODUCTION — changes affect real customers</source>
        <translation>PRODUKTION — Änderungen betreffen echte Kunden</translation>
    </message>
    <message>
        <source>About Billing Desk</source>
        <translation>Über Billing Desk</translation>
    </message>
    <message>
        <source>Screen status</source>
        <translation>Status der Ansicht</translation>
    </message>
    <message>
        <source>You are not signed in.</source>
        <translation>Sie sind nicht angemeldet.</translation>
    </message>
    <message>
        <source>&amp;Sign in…</source>
        <translation>An&amp;melden …</translation>
    </message>
    <message>
        <source>Billing Desk</source>
        <translation>Billing Desk</translation>
    </message>
    <message>
        <source>Billing Desk &amp;Help</source>
        <translation>&amp;Hilfe zu Billing Desk</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Billing Desk %1&lt;/h3&gt;&lt;p&gt;A desktop client for the Billing and Catalog Service: the product catalog, contacts, webhook endpoints, tenant details, invoice deletion and queries.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Billing Desk %1&lt;/h3&gt;&lt;p&gt;Ein Desktop-Programm für den Abrechnungs- und Katalogdienst: Produktkatalog, Kontakte, Webhook-Endpunkte, Mandantendaten, Löschen von Rechnungen und Abfragen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Free software under the GNU General Public License, version 3 or later: you may use, study, share and change it. It comes with no warranty.&lt;/p&gt;&lt;p&gt;Homepage: &lt;a href=&quot;%1&quot;&gt;%1&lt;/a&gt;&lt;br&gt;Report a problem: &lt;a href=&quot;%2&quot;&gt;%2&lt;/a&gt;&lt;/p&gt;&lt;p&gt;Secrets are kept in your system&apos;s keychain only.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Freie Software unter der GNU General Public License, Version 3 oder später: Sie dürfen sie nutzen, untersuchen, weitergeben und ändern. Sie wird ohne jede Gewährleistung bereitgestellt.&lt;/p&gt;&lt;p&gt;Webseite: &lt;a href=&quot;%1&quot;&gt;%1&lt;/a&gt;&lt;br&gt;Ein Problem melden: &lt;a href=&quot;%2&quot;&gt;%2&lt;/a&gt;&lt;/p&gt;&lt;p&gt;Zugangsdaten werden nur im Schlüsselbund Ihres Systems aufbewahrt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;td&gt;%1&lt;/td&gt;&lt;td&gt;%2&lt;/td&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;td&gt;%1&lt;/td&gt;&lt;td&gt;%2&lt;/td&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <source>Billing Desk help</source>
        <translation>Hilfe zu Billing Desk</translation>
    </message>
    <message>
        <source>&amp;Find Anything…</source>
        <translation>Alles &amp;finden …</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Getting around&lt;/h3&gt;&lt;table cellspacing=6&gt;%1&lt;tr&gt;&lt;td&gt;Ctrl+K&lt;/td&gt;&lt;td&gt;Find anything: actions, products, contacts, a pasted id&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+F&lt;/td&gt;&lt;td&gt;Search or look up on the current screen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;F5&lt;/td&gt;&lt;td&gt;Reload the current screen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+Shift+C&lt;/td&gt;&lt;td&gt;Copy the selected record as JSON&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+Shift+P&lt;/td&gt;&lt;td&gt;Price the selected product (catalog)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Alt+Down&lt;/td&gt;&lt;td&gt;Open the choices of a list&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Down&lt;/td&gt;&lt;td&gt;From a search into its list&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Esc&lt;/td&gt;&lt;td&gt;Close a dialog or a message; clear a search&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+S&lt;/td&gt;&lt;td&gt;Save (contacts)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Alt+U&lt;/td&gt;&lt;td&gt;Undo the save just made (contacts)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+Enter, Ctrl+T, Ctrl+W&lt;/td&gt;&lt;td&gt;Run, new tab, close tab (query; Ctrl+PgUp and Ctrl+PgDown change tabs, F3 finds the next match, Ctrl+Shift+F formats)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;F10&lt;/td&gt;&lt;td&gt;The menu bar&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+Q&lt;/td&gt;&lt;td&gt;Quit&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;h3&gt;Bedienung&lt;/h3&gt;&lt;table cellspacing=6&gt;%1&lt;tr&gt;&lt;td&gt;Strg+K&lt;/td&gt;&lt;td&gt;Alles finden: Aktionen, Produkte, Kontakte, eine eingefügte ID&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Strg+F&lt;/td&gt;&lt;td&gt;In der aktuellen Ansicht suchen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;F5&lt;/td&gt;&lt;td&gt;Aktuelle Ansicht neu laden&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Strg+Umschalt+C&lt;/td&gt;&lt;td&gt;Ausgewählten Datensatz als JSON kopieren&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Strg+Umschalt+P&lt;/td&gt;&lt;td&gt;Ausgewähltes Produkt berechnen (Katalog)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Alt+Pfeil nach unten&lt;/td&gt;&lt;td&gt;Auswahl einer Liste öffnen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Pfeil nach unten&lt;/td&gt;&lt;td&gt;Aus einer Suche in ihre Liste&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Esc&lt;/td&gt;&lt;td&gt;Dialog oder Meldung schließen; eine Suche leeren&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Strg+S&lt;/td&gt;&lt;td&gt;Speichern (Kontakte)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Alt+U&lt;/td&gt;&lt;td&gt;Die eben gemachte Speicherung zurücknehmen (Kontakte)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Strg+Eingabetaste, Strg+T, Strg+W&lt;/td&gt;&lt;td&gt;Ausführen, neuer Tab, Tab schließen (Abfrage; Strg+Bild auf und Strg+Bild ab wechseln den Tab, F3 findet den nächsten Treffer, Strg+Umschalt+F formatiert)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;F10&lt;/td&gt;&lt;td&gt;Menüleiste&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Strg+Q&lt;/td&gt;&lt;td&gt;Beenden&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
</context>
<context>
    <name>bd::widgets::MessageBar</name>
    <message>
        <source>Messages</source>
        <translation>Meldungen</translation>
    </message>
    <message>
        <source>Dismiss (Esc)</source>
        <translation>Schließen (Esc)</translation>
    </message>
    <message>
        <source>Dismiss the message</source>
        <translation>Meldung schließen</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>In Arbeit</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Erledigt</translation>
    </message>
    <message>
        <source>Information</source>
        <translation>Information</translation>
    </message>
    <message>
        <source>Stop &amp;waiting</source>
        <translation>&amp;Nicht mehr warten</translation>
    </message>
</context>
<context>
    <name>bd::widgets::PriceChart</name>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>Price per unit</source>
        <translation>Preis je Einheit</translation>
    </message>
    <message>
        <source>Tier boundary</source>
        <translation>Staffelgrenze</translation>
    </message>
    <message>
        <source>Your quantity</source>
        <translation>Ihre Menge</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Menge</translation>
    </message>
    <message>
        <source>Quantity (%1)</source>
        <translation>Menge (%1)</translation>
    </message>
    <message>
        <source>Total (%1)</source>
        <translation>Gesamt (%1)</translation>
    </message>
    <message>
        <source>Per unit (%1)</source>
        <translation>Je Einheit (%1)</translation>
    </message>
</context>
<context>
    <name>bd::widgets::PriceOptions</name>
    <message>
        <source>Option</source>
        <translation>Option</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Menge</translation>
    </message>
    <message>
        <source>%1 (per bundle unit)</source>
        <translation>%1 (je Bundle-Einheit)</translation>
    </message>
    <message>
        <source>included</source>
        <translation>enthalten</translation>
    </message>
    <message>
        <source>Quantity of %1</source>
        <translation>Menge von %1</translation>
    </message>
    <message>
        <source>From %1 to %2</source>
        <translation>Von %1 bis %2</translation>
    </message>
    <message>
        <source>%1 or more</source>
        <translation>%1 oder mehr</translation>
    </message>
</context>
<context>
    <name>bd::widgets::PricePanel</name>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>Einheiten</translation>
    </message>
    <message>
        <source>Unit price</source>
        <translation>Einzelpreis</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Betrag</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>Select a product to price it.</source>
        <translation>Wählen Sie ein Produkt, um seinen Preis zu berechnen.</translation>
    </message>
    <message>
        <source>This product has no active price.</source>
        <translation>Dieses Produkt hat keinen aktiven Preis.</translation>
    </message>
    <message>
        <source>whole units</source>
        <translation>ganze Einheiten</translation>
    </message>
    <message numerus="yes">
        <source>up to %n decimal place(s)</source>
        <translation>
            <numerusform>bis zu %n Nachkommastelle</numerusform>
            <numerusform>bis zu %n Nachkommastellen</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Start:</source>
        <translation>Be&amp;ginn:</translation>
    </message>
    <message>
        <source>The price counts per %1; empty: the product&apos;s default term.</source>
        <translation>Der Preis gilt je %1; leer: die Standardlaufzeit des Produkts.</translation>
    </message>
    <message>
        <source>%1 (for the last valid input)</source>
        <translation>%1 (für die letzte gültige Eingabe)</translation>
    </message>
    <message>
        <source>Valid o&amp;n:</source>
        <translation>&amp;Gültig am:</translation>
    </message>
</context>
<context>
    <name>bd::widgets::ProductDetailsHtml</name>
    <message numerus="yes">
        <source>%n part(s) of this product did not match the spec and are shown as received:</source>
        <translation>
            <numerusform>%n Teil dieses Produkts entsprach nicht der Spezifikation und wird wie empfangen angezeigt:</numerusform>
            <numerusform>%n Teile dieses Produkts entsprachen nicht der Spezifikation und werden wie empfangen angezeigt:</numerusform>
        </translation>
    </message>
    <message>
        <source>default</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine Angabe</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>SKU</source>
        <translation>SKU</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Record type</source>
        <translation>Datensatztyp</translation>
    </message>
    <message>
        <source>Price model</source>
        <translation>Preismodell</translation>
    </message>
    <message>
        <source>Billing timing</source>
        <translation>Abrechnungszeitpunkt</translation>
    </message>
    <message>
        <source>Configurable</source>
        <translation>Konfigurierbar</translation>
    </message>
    <message>
        <source>Sold independently</source>
        <translation>Einzeln verkäuflich</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Kategorie</translation>
    </message>
    <message>
        <source>Lowest prices</source>
        <translation>Niedrigste Preise</translation>
    </message>
    <message>
        <source>Tax</source>
        <translation>Steuer</translation>
    </message>
    <message>
        <source>Bundle template</source>
        <translation>Bundle-Vorlage</translation>
    </message>
    <message>
        <source>Available</source>
        <translation>Verfügbar</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>nicht festgelegt</translation>
    </message>
    <message>
        <source>no end date</source>
        <translation>ohne Enddatum</translation>
    </message>
    <message>
        <source>Last published</source>
        <translation>Zuletzt veröffentlicht</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message>
        <source>The description is %1 characters long; the first %2 are shown. Copy the product as JSON (Ctrl+Shift+C) for all of it.</source>
        <translation>Die Beschreibung ist %1 Zeichen lang; die ersten %2 werden angezeigt. Kopieren Sie das Produkt als JSON (Strg+Umschalt+C), um alles zu erhalten.</translation>
    </message>
</context>
<context>
    <name>bd::widgets::QueryCompleter</name>
    <message>
        <source>Completions</source>
        <translation>Vervollständigungen</translation>
    </message>
    <message>
        <source>Names that fit where the cursor is: Enter or Tab inserts the one chosen, Esc closes the list.</source>
        <translation>Namen, die an die Stelle des Cursors passen: Eingabe oder Tab fügt den gewählten ein, Esc schließt die Liste.</translation>
    </message>
</context>
<context>
    <name>bd::widgets::QueryFinder</name>
    <message>
        <source>Searching…</source>
        <translation>Suche läuft…</translation>
    </message>
    <message>
        <source>No match</source>
        <translation>Kein Treffer</translation>
    </message>
    <message>
        <source>%1 of %2 so far…</source>
        <translation>%1 von bisher %2…</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
</context>
<context>
    <name>bd::widgets::QueryPage</name>
    <message>
        <source>Query answered</source>
        <translation>Abfrage beantwortet</translation>
    </message>
    <message>
        <source>Query failed</source>
        <translation>Abfrage fehlgeschlagen</translation>
    </message>
    <message>
        <source>New query</source>
        <translation>Neue Abfrage</translation>
    </message>
    <message>
        <source>Formatted.</source>
        <translation>Formatiert.</translation>
    </message>
    <message>
        <source>The query could not be formatted: its brackets do not match.</source>
        <translation>Die Abfrage konnte nicht formatiert werden: Ihre Klammern passen nicht zusammen.</translation>
    </message>
    <message>
        <source>Copied the request as a curl command; set the variables it names to your secrets before running it.</source>
        <translation>Die Anfrage wurde als curl-Befehl kopiert; setzen Sie vor dem Ausführen die genannten Variablen auf Ihre Geheimnisse.</translation>
    </message>
    <message>
        <source>No variables.</source>
        <translation>Keine Variablen.</translation>
    </message>
    <message>
        <source>A valid JSON object.</source>
        <translation>Ein gültiges JSON-Objekt.</translation>
    </message>
    <message>
        <source>Run the query (Ctrl+Enter)</source>
        <translation>Abfrage ausführen (Strg+Eingabetaste)</translation>
    </message>
    <message>
        <source>Running… %1</source>
        <translation>Wird ausgeführt … %1</translation>
    </message>
    <message>
        <source>Cannot run: %1</source>
        <translation>Ausführen nicht möglich: %1</translation>
    </message>
    <message>
        <source>Answered in %1 (HTTP %2).</source>
        <translation>Antwort nach %1 (HTTP %2).</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s).</source>
        <translation>
            <numerusform>%n Fehler.</numerusform>
            <numerusform>%n Fehler.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>bd::widgets::QueryResultView</name>
    <message>
        <source>Export %1</source>
        <translation>%1 exportieren</translation>
    </message>
    <message>
        <source>CSV (*.csv);;JSON (*.json)</source>
        <translation>CSV-Dateien (*.csv);;JSON-Dateien (*.json)</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n row(s) to %1.</source>
        <translation>
            <numerusform>%n Zeile nach %1 exportiert.</numerusform>
            <numerusform>%n Zeilen nach %1 exportiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Rows exported</source>
        <translation>Zeilen exportiert</translation>
    </message>
    <message>
        <source>Save the answer</source>
        <translation>Antwort speichern</translation>
    </message>
    <message>
        <source>JSON (*.json);;All files (*)</source>
        <translation>JSON (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Saved the answer (%1) to %2, exactly as received.</source>
        <translation>Die Antwort (%1) wurde genau wie empfangen in %2 gespeichert.</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Copy rows as JSON</source>
        <translation>Zeilen als JSON kopieren</translation>
    </message>
    <message>
        <source>Back to the list above</source>
        <translation>Zurück zur Liste darüber</translation>
    </message>
    <message>
        <source>Copy value</source>
        <translation>Wert kopieren</translation>
    </message>
    <message>
        <source>Path: %1</source>
        <translation>Pfad: %1</translation>
    </message>
    <message>
        <source>Click or press Enter to go to line %1, column %2.</source>
        <translation>Klicken oder Eingabetaste drücken, um zu Zeile %1, Spalte %2 zu springen.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n row(s))</source>
        <translation>
            <numerusform>%1 (%n Zeile)</numerusform>
            <numerusform>%1 (%n Zeilen)</numerusform>
        </translation>
    </message>
    <message>
        <source>Reading the rows…</source>
        <translation>Zeilen werden gelesen…</translation>
    </message>
    <message>
        <source>Back to this list (Backspace in the table)</source>
        <translation>Zurück zu dieser Liste (Rücktaste in der Tabelle)</translation>
    </message>
    <message>
        <source>The list shown</source>
        <translation>Die gezeigte Liste</translation>
    </message>
    <message>
        <source>Working…</source>
        <translation>In Arbeit…</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s)</source>
        <translation>
            <numerusform>%n Zeile</numerusform>
            <numerusform>%n Zeilen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n row(s)</source>
        <translation>
            <numerusform>%1 von %n Zeile</numerusform>
            <numerusform>%1 von %n Zeilen</numerusform>
        </translation>
    </message>
    <message>
        <source>The answer is %1, too large to show as text. The table and the tree show all of it; “Save the answer…” writes it exactly as received.</source>
        <translation>Die Antwort ist %1 groß, zu groß, um sie als Text zu zeigen. Tabelle und Baum zeigen sie ganz; „Antwort speichern…“ schreibt sie genau wie empfangen.</translation>
    </message>
    <message>
        <source>Reading the rows was canceled: run the query again for its table.</source>
        <translation>Das Lesen der Zeilen wurde abgebrochen: Führen Sie die Abfrage erneut aus, um ihre Tabelle zu sehen.</translation>
    </message>
</context>
<context>
    <name>bd::widgets::QueryScreen</name>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Saved queries</source>
        <translation>Gespeicherte Abfragen</translation>
    </message>
    <message>
        <source>Removed the saved query “%1”.</source>
        <translation>Die gespeicherte Abfrage „%1“ wurde entfernt.</translation>
    </message>
    <message>
        <source>Save the query</source>
        <translation>Abfrage speichern</translation>
    </message>
    <message>
        <source>Name (an existing name is replaced):</source>
        <translation>Name (eine gleichnamige Abfrage wird ersetzt):</translation>
    </message>
    <message>
        <source>Saved as “%1”.</source>
        <translation>Als „%1“ gespeichert.</translation>
    </message>
    <message>
        <source>Query</source>
        <translation>Abfrage</translation>
    </message>
    <message>
        <source>Search the history</source>
        <translation>Verlauf durchsuchen</translation>
    </message>
    <message>
        <source>Search the queries run before</source>
        <translation>Die zuvor ausgeführten Abfragen durchsuchen</translation>
    </message>
    <message>
        <source>%1 (running)</source>
        <translation>%1 (läuft)</translation>
    </message>
    <message>
        <source>Close the tab</source>
        <translation>Tab schließen</translation>
    </message>
    <message>
        <source>Close “%1”? Its query was never run or saved, so it will be gone.</source>
        <translation>„%1“ schließen? Die Abfrage wurde nie ausgeführt oder gespeichert und geht damit verloren.</translation>
    </message>
</context>
<context>
    <name>bd::widgets::SignInDialog</name>
    <message>
        <source>&amp;Sign in</source>
        <translation>&amp;Anmelden</translation>
    </message>
    <message>
        <source>Custom address</source>
        <translation>Eigene Adresse</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>API-Schlüssel</translation>
    </message>
    <message>
        <source>User name and password (token)</source>
        <translation>Benutzername und Passwort (Token)</translation>
    </message>
    <message>
        <source>User name and password (Basic)</source>
        <translation>Benutzername und Passwort (Basic)</translation>
    </message>
    <message>
        <source>You belong to several tenants: choose one and continue.</source>
        <translation>Sie gehören zu mehreren Mandanten: Wählen Sie einen aus und fahren Sie fort.</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Weiter</translation>
    </message>
    <message>
        <source>only if your tenants are not listed</source>
        <translation>nur, wenn Ihre Mandanten nicht aufgelistet werden</translation>
    </message>
    <message>
        <source>Signing in…</source>
        <translation>Anmeldung läuft …</translation>
    </message>
    <message>
        <source>Signed in, but the keychain did not keep your secrets: %1</source>
        <translation>Angemeldet, aber der Schlüsselbund hat Ihre Zugangsdaten nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>Built-in demo (no account needed)</source>
        <translation>Eingebaute Demo (kein Konto nötig)</translation>
    </message>
    <message>
        <source>Cannot remember you on this computer: %1</source>
        <translation>Ihre Anmeldung kann auf diesem Computer nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>⚠ %1</source>
        <translation>⚠ %1</translation>
    </message>
    <message>
        <source>The demo runs a sample service inside the app, with sample data.</source>
        <translation>Die Demo führt einen Beispieldienst mit Beispieldaten innerhalb der Anwendung aus.</translation>
    </message>
</context>
<context>
    <name>bd::widgets::TenantScreen</name>
    <message>
        <source>&amp;Copy tenant details as JSON</source>
        <translation>Mandantendetails als JSON &amp;kopieren</translation>
    </message>
    <message>
        <source>Copy this &amp;value</source>
        <translation>Diesen &amp;Wert kopieren</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Aktualisieren</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>A&amp;ktualisieren</translation>
    </message>
    <message>
        <source>The service sent no details for this tenant.</source>
        <translation>Der Dienst hat keine Details zu diesem Mandanten gesendet.</translation>
    </message>
    <message numerus="yes">
        <source>%n field(s) of tenant details</source>
        <translation>
            <numerusform>%n Feld der Mandantendetails</numerusform>
            <numerusform>%n Felder der Mandantendetails</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Retry</source>
        <translation>E&amp;rneut versuchen</translation>
    </message>
    <message>
        <source>Loading canceled; the details shown are from before.</source>
        <translation>Laden abgebrochen; angezeigt werden die bisherigen Details.</translation>
    </message>
    <message>
        <source>The tenant details could not be loaded. %1</source>
        <translation>Die Mandantendetails konnten nicht geladen werden. %1</translation>
    </message>
    <message>
        <source>You are now working in %1; every screen reloads for it.</source>
        <translation>Sie arbeiten jetzt in %1; alle Ansichten werden dafür neu geladen.</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>Abbre&amp;chen</translation>
    </message>
    <message>
        <source>Loading the tenant details…</source>
        <translation>Mandantendetails werden geladen …</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>Umgebung</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>Production</source>
        <translation>Produktion</translation>
    </message>
    <message>
        <source>Yes — changes here affect real customers</source>
        <translation>Ja — Änderungen hier betreffen echte Kunden</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>Not signed in</source>
        <translation>Nicht angemeldet</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>API-Schlüssel</translation>
    </message>
    <message>
        <source>User name and password (bearer token)</source>
        <translation>Benutzername und Passwort (Bearer-Token)</translation>
    </message>
    <message>
        <source>User name and password (Basic)</source>
        <translation>Benutzername und Passwort (Basic)</translation>
    </message>
    <message>
        <source>Signed in with</source>
        <translation>Angemeldet mit</translation>
    </message>
    <message>
        <source>User</source>
        <translation>Benutzer</translation>
    </message>
    <message>
        <source>— (an API key has no user)</source>
        <translation>— (ein API-Schlüssel hat keinen Benutzer)</translation>
    </message>
    <message>
        <source>Tenant</source>
        <translation>Mandant</translation>
    </message>
    <message>
        <source>(name not known yet)</source>
        <translation>(Name noch nicht bekannt)</translation>
    </message>
    <message>
        <source>Sign in to see your tenants.</source>
        <translation>Melden Sie sich an, um Ihre Mandanten zu sehen.</translation>
    </message>
    <message>
        <source>You signed in with an API key, and an API key belongs to one tenant: the key itself selects it. To work in another tenant, sign out and sign in with that tenant&apos;s API key, or with your user name and password.</source>
        <translation>Sie haben sich mit einem API-Schlüssel angemeldet, und ein API-Schlüssel gehört zu genau einem Mandanten: Der Schlüssel selbst wählt ihn aus. Um in einem anderen Mandanten zu arbeiten, melden Sie sich ab und mit dem API-Schlüssel dieses Mandanten oder mit Ihrem Benutzernamen und Passwort wieder an.</translation>
    </message>
    <message>
        <source>With Basic sign-in each tenant is reached with its own access key. Enter another tenant&apos;s access key to switch to it; your user name and password stay the same.</source>
        <translation>Bei der Basic-Anmeldung erreichen Sie jeden Mandanten mit seinem eigenen Zugriffsschlüssel. Geben Sie den Zugriffsschlüssel eines anderen Mandanten ein, um zu ihm zu wechseln; Benutzername und Passwort bleiben gleich.</translation>
    </message>
    <message>
        <source>The service listed no other tenants for this session (it lists them when you sign in with your password). Enter another tenant&apos;s access key to switch to it.</source>
        <translation>Der Dienst hat für diese Sitzung keine anderen Mandanten aufgelistet (er listet sie auf, wenn Sie sich mit Ihrem Passwort anmelden). Geben Sie den Zugriffsschlüssel eines anderen Mandanten ein, um zu ihm zu wechseln.</translation>
    </message>
    <message numerus="yes">
        <source>You belong to %n tenant(s). Pick one and switch: you stay signed in, and every screen reloads for it. A tenant that is not listed can be reached with its access key.</source>
        <translation>
            <numerusform>Sie gehören zu %n Mandanten. Wählen Sie einen aus und wechseln Sie: Sie bleiben angemeldet, und alle Ansichten werden dafür neu geladen. Einen nicht aufgeführten Mandanten erreichen Sie mit seinem Zugriffsschlüssel.</numerusform>
            <numerusform>Sie gehören zu %n Mandanten. Wählen Sie einen aus und wechseln Sie: Sie bleiben angemeldet, und alle Ansichten werden dafür neu geladen. Einen nicht aufgeführten Mandanten erreichen Sie mit seinem Zugriffsschlüssel.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (in use)</source>
        <translation>%1 (aktuell)</translation>
    </message>
    <message>
        <source>Switching to %1…</source>
        <translation>Wechsel zu %1 …</translation>
    </message>
    <message>
        <source>Trying the access key…</source>
        <translation>Zugriffsschlüssel wird geprüft …</translation>
    </message>
    <message>
        <source>Copied the tenant details as JSON, exactly as received.</source>
        <translation>Mandantendetails als JSON kopiert, genau wie empfangen.</translation>
    </message>
    <message>
        <source>Copied %1.</source>
        <translation>%1 kopiert.</translation>
    </message>
    <message>
        <source>Switch to tenant %1</source>
        <translation>Zu Mandant %1 wechseln</translation>
    </message>
</context>
<context>
    <name>bd::widgets::ViewsDialog</name>
    <message>
        <source>Export views</source>
        <translation>Ansichten exportieren</translation>
    </message>
    <message>
        <source>Saved views (*.json)</source>
        <translation>Gespeicherte Ansichten (*.json)</translation>
    </message>
    <message>
        <source>Import views</source>
        <translation>Ansichten importieren</translation>
    </message>
    <message>
        <source>Saved views (*.json);;All files (*)</source>
        <translation>Gespeicherte Ansichten (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Rename view</source>
        <translation>Ansicht umbenennen</translation>
    </message>
    <message>
        <source>New name for “%1”:</source>
        <translation>Neuer Name für „%1“:</translation>
    </message>
    <message>
        <source>Not renamed: %1 already has a view named “%2”.</source>
        <translation>Nicht umbenannt: %1 hat bereits eine Ansicht „%2“.</translation>
    </message>
    <message>
        <source>Renamed to “%1”.</source>
        <translation>In „%1“ umbenannt.</translation>
    </message>
    <message>
        <source>Delete views?</source>
        <translation>Ansichten löschen?</translation>
    </message>
    <message>
        <source>Delete the view “%1”?</source>
        <translation>Die Ansicht „%1“ löschen?</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n views?</source>
        <translation>
            <numerusform>%n Ansicht löschen?</numerusform>
            <numerusform>%n Ansichten löschen?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deleted %n view(s).</source>
        <translation>
            <numerusform>%n Ansicht gelöscht.</numerusform>
            <numerusform>%n Ansichten gelöscht.</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n view(s) to %1.</source>
        <translation>
            <numerusform>%n Ansicht nach %1 exportiert.</numerusform>
            <numerusform>%n Ansichten nach %1 exportiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation>%1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Nothing imported from %1. %2</source>
        <translation>Nichts aus %1 importiert. %2</translation>
    </message>
    <message>
        <source>Replace views?</source>
        <translation>Ansichten ersetzen?</translation>
    </message>
    <message>
        <source>These views exist already and would be replaced: %1. Import anyway?</source>
        <translation>Diese Ansichten gibt es schon; sie würden ersetzt: %1. Trotzdem importieren?</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n view(s).</source>
        <translation>
            <numerusform>%n Ansicht importiert.</numerusform>
            <numerusform>%n Ansichten importiert.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>bd::widgets::WaitCountdown</name>
    <message>
        <source>Trying again (%1 of %2)…</source>
        <translation>Neuer Versuch (%1 von %2)…</translation>
    </message>
</context>
<context>
    <name>bd::widgets::WebhookScreen</name>
    <message>
        <source>There are no webhook endpoints registered for this tenant.</source>
        <translation>Für diesen Mandanten sind keine Webhook-Endpunkte registriert.</translation>
    </message>
    <message>
        <source>All endpoints</source>
        <translation>Alle Endpunkte</translation>
    </message>
    <message>
        <source>Active only</source>
        <translation>Nur aktive</translation>
    </message>
    <message>
        <source>Inactive only</source>
        <translation>Nur inaktive</translation>
    </message>
    <message>
        <source>&amp;Copy endpoint as JSON</source>
        <translation>Endpunkt als JSON &amp;kopieren</translation>
    </message>
    <message>
        <source>&amp;Export visible endpoints…</source>
        <translation>Sichtbare Endpunkte &amp;exportieren …</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Aktualisieren</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>Filtern</translation>
    </message>
    <message>
        <source>&amp;Retry</source>
        <translation>E&amp;rneut versuchen</translation>
    </message>
    <message>
        <source>Loading canceled; the endpoints shown are from before.</source>
        <translation>Laden abgebrochen; angezeigt werden die bisherigen Endpunkte.</translation>
    </message>
    <message>
        <source>The webhook endpoints could not be loaded. %1</source>
        <translation>Die Webhook-Endpunkte konnten nicht geladen werden. %1</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>Abbre&amp;chen</translation>
    </message>
    <message>
        <source>Loading the webhook endpoints…</source>
        <translation>Webhook-Endpunkte werden geladen …</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>A&amp;ktualisieren</translation>
    </message>
    <message numerus="yes">
        <source>%n entry(s) in the list the service sent are not records; each is shown as a row saying what arrived.</source>
        <translation>
            <numerusform>%n Eintrag in der vom Dienst gesendeten Liste ist kein Datensatz; er wird als Zeile angezeigt, die beschreibt, was ankam.</numerusform>
            <numerusform>%n Einträge in der vom Dienst gesendeten Liste sind keine Datensätze; jeder wird als Zeile angezeigt, die beschreibt, was ankam.</numerusform>
        </translation>
    </message>
    <message>
        <source>Select an endpoint to see every field it has, as received.</source>
        <translation>Wählen Sie einen Endpunkt aus, um alle seine Felder wie empfangen zu sehen.</translation>
    </message>
    <message>
        <source>Every field of this endpoint as received (re-indented):</source>
        <translation>Alle Felder dieses Endpunkts wie empfangen (neu eingerückt):</translation>
    </message>
    <message numerus="yes">
        <source>%n webhook endpoint(s)</source>
        <translation>
            <numerusform>%n Webhook-Endpunkt</numerusform>
            <numerusform>%n Webhook-Endpunkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n webhook endpoint(s) shown</source>
        <translation>
            <numerusform>%1 von %n Webhook-Endpunkt angezeigt</numerusform>
            <numerusform>%1 von %n Webhook-Endpunkten angezeigt</numerusform>
        </translation>
    </message>
    <message>
        <source>Copied the endpoint as JSON, exactly as received.</source>
        <translation>Endpunkt als JSON kopiert, genau wie empfangen.</translation>
    </message>
    <message>
        <source>Export webhook endpoints</source>
        <translation>Webhook-Endpunkte exportieren</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON-Dateien (*.json)</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n endpoint(s) to %1.</source>
        <translation>
            <numerusform>%n Endpunkt nach %1 exportiert.</numerusform>
            <numerusform>%n Endpunkte nach %1 exportiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Webhooks</source>
        <translation>Webhooks</translation>
    </message>
</context>
</TS>
