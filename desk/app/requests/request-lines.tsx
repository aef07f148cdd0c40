import { Box } from '@mui/material'
import { ArrayField, DataTable, useLocaleState } from 'react-admin'
import { Facts } from '../ui/facts'
import { MoneyField } from '../ui/fields'
import { Section } from '../ui/section'

/** The request's items and its totals. */
export function RequestLines() {
  const [locale] = useLocaleState()
  return (
    <Section title="desk.request.lines">
      {/* On a phone the table scrolls sideways inside its section; the page keeps the screen's width. */}
      <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', overflowX: 'auto' }}>
        <ArrayField source="lines" label={false}>
          <DataTable bulkActionButtons={false} rowClick={false}>
            <DataTable.Col source="sku" disableSort />
            <DataTable.Col source="name" disableSort />
            <DataTable.NumberCol source="quantity" locales={locale} disableSort />
            <DataTable.Col source="price" align="right" disableSort>
              <MoneyField source="price" />
            </DataTable.Col>
            <DataTable.Col source="rowTotal" align="right" disableSort>
              <MoneyField source="rowTotal" />
            </DataTable.Col>
          </DataTable>
        </ArrayField>
      </Box>
      <Facts>
        <MoneyField source="subtotal" />
        <MoneyField source="shipping" />
        <MoneyField source="discount" />
        <MoneyField source="tax" />
        <MoneyField source="total" />
      </Facts>
    </Section>
  )
}
