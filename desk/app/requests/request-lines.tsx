import { ArrayField, DataTable, NumberField, SimpleShowLayout } from 'react-admin'
import { MoneyField } from '../ui/fields'
import { Section } from '../ui/section'

/** The request's items and its totals. */
export function RequestLines() {
  return (
    <Section title="desk.request.lines">
      <ArrayField source="lines" label={false}>
        <DataTable bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="sku" disableSort />
          <DataTable.Col source="name" disableSort />
          <DataTable.NumberCol source="quantity" disableSort>
            <NumberField source="quantity" />
          </DataTable.NumberCol>
          <DataTable.NumberCol source="price" disableSort>
            <MoneyField source="price" />
          </DataTable.NumberCol>
          <DataTable.NumberCol source="rowTotal" disableSort>
            <MoneyField source="rowTotal" />
          </DataTable.NumberCol>
        </DataTable>
      </ArrayField>
      <SimpleShowLayout direction="row" sx={{ flexWrap: 'wrap', px: 0 }}>
        <MoneyField source="subtotal" />
        <MoneyField source="shipping" />
        <MoneyField source="discount" />
        <MoneyField source="tax" />
        <MoneyField source="total" />
      </SimpleShowLayout>
    </Section>
  )
}
