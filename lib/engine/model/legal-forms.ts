/**
 * The legal forms a registered name ends in, in the markets the audit reads: one vocabulary for
 * every check that looks for a company's legal name (HERO_004's letterhead headline, UNIV_006's
 * accountable entity). A German association's "e.V." is a registered entity as a "GmbH" is.
 * Source text of an alternation, case as written (a lower-case "ag" or "ab" is a word, not a form).
 */
export const LEGAL_FORMS = [
  'Inc\\.?|INC\\.?|Incorporated|LLC|L\\.L\\.C\\.|LLP|Ltd\\.?|LTD\\.?|Corp\\.?|Corporation|Co\\.|PLC|plc',
  'GmbH|gGmbH|AG|KG|e\\.\\s?V\\.',
  'S\\.A\\.?|S\\.L\\.?|S\\.r\\.l\\.?|SARL|SAS|B\\.V\\.?|BV|N\\.V\\.?|Pty\\.? Ltd\\.?|Oy|AB|A\\/S|K\\.K\\.',
].join('|');
