/**
 * An Excel workbook (Office Open XML, .xlsx) of one sheet: the header in bold and frozen, numbers as numbers (a
 * column with fixed decimals shows them, e.g. prices "#,##0.00" in the reader's own number format), texts inline.
 * The few XML parts a spreadsheet needs, zipped with fflate.
 */
import { strToU8, zipSync } from 'fflate'
import type { Cell, Table } from './table'

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main'
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'
const PACKAGE_RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships'

/** Cell styles of styles.xml: 0 plain, 1 the header (bold), 2 two decimals (built-in format 4, "#,##0.00"). */
const STYLE = { plain: 0, header: 1, twoDecimals: 2 } as const

export function xlsx(table: Table, sheetName: string): Uint8Array<ArrayBuffer> {
  const files = {
    '[Content_Types].xml': CONTENT_TYPES,
    '_rels/.rels': ROOT_RELS,
    'xl/workbook.xml': workbook(sheetName),
    'xl/_rels/workbook.xml.rels': WORKBOOK_RELS,
    'xl/styles.xml': STYLES,
    'xl/worksheets/sheet1.xml': sheet(table),
  }
  return new Uint8Array(zipSync(Object.fromEntries(Object.entries(files).map(([path, text]) => [path, strToU8(text)]))))
}

/** XML's entities for markup characters; control characters XML cannot hold are left out. */
function escapeXml(text: string): string {
  const kept = [...text].filter((c) => c >= ' ' || c === '\t' || c === '\n' || c === '\r').join('')
  return kept.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** 0 → "A", 25 → "Z", 26 → "AA". */
function columnName(index: number): string {
  const letter = String.fromCharCode(65 + (index % 26))
  return index < 26 ? letter : columnName(Math.floor(index / 26) - 1) + letter
}

function cellXml(cell: Cell, ref: string, style: number): string {
  if (cell === null) return ''
  if (typeof cell === 'number') return `<c r="${ref}" s="${style}"><v>${cell}</v></c>`
  return `<c r="${ref}" s="${style}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(cell)}</t></is></c>`
}

function sheet({ header, rows, decimals }: Table): string {
  const styleOf = (column: number) => (decimals.get(column) === 2 ? STYLE.twoDecimals : STYLE.plain)
  const row = (cells: readonly Cell[], index: number, style: (column: number) => number) =>
    `<row r="${index + 1}">${cells.map((cell, column) => cellXml(cell, `${columnName(column)}${index + 1}`, style(column))).join('')}</row>`
  const widths = header.map((_, column) => {
    const longest = Math.max(...[header, ...rows].map((cells) => String(cells[column] ?? '').length))
    return `<col min="${column + 1}" max="${column + 1}" width="${Math.min(60, longest + 2)}" customWidth="1"/>`
  })
  return `${XML}<worksheet xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}">
<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>
<cols>${widths.join('')}</cols>
<sheetData>${[row(header, 0, () => STYLE.header), ...rows.map((cells, index) => row(cells, index + 1, styleOf))].join('')}</sheetData>
</worksheet>`
}

function workbook(sheetName: string): string {
  return `${XML}<workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}"><sheets><sheet name="${escapeXml(sheetName.slice(0, 31))}" sheetId="1" r:id="rId1"/></sheets></workbook>`
}

const CONTENT_TYPES = `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/xml"/>
<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>
<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>
<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>
</Types>`

const ROOT_RELS = `${XML}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">
<Relationship Id="rId1" Type="${RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/>
</Relationships>`

const WORKBOOK_RELS = `${XML}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">
<Relationship Id="rId1" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet1.xml"/>
<Relationship Id="rId2" Type="${RELATIONSHIPS}/styles" Target="styles.xml"/>
</Relationships>`

const STYLES = `${XML}<styleSheet xmlns="${MAIN}">
<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>
<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>
<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>
<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>
<cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="4" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>
<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>
</styleSheet>`
