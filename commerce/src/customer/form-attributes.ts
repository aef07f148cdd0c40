/**
 * attributesForm(formCode) for the customer's forms, as Magento's CustomerGraphQl answers it: the attributes the
 * form uses, in their sort order. Date of birth, gender and VAT ID follow Magento's customer configuration
 * (customer/address/dob_show, gender_show, taxvat_show: '' not shown — Magento's default —, 'opt' optional,
 * 'req' required), as its config backend sets each attribute's visibility and requiredness.
 */
import type { Context } from '../kernel/context'
import { __ } from '../kernel/phrase'
import type { AttributeFrontendInputEnum, QueryResolvers } from '../kernel/resolvers-types.generated'

type Attribute = { code: string; label: string; input: AttributeFrontendInputEnum; sort: number; shown: Shown }
type Shown = 'always' | { configPath: string }

const CUSTOMER_ATTRIBUTES: Attribute[] = [
  { code: 'firstname', label: 'First Name', input: 'TEXT', sort: 40, shown: 'always' },
  { code: 'lastname', label: 'Last Name', input: 'TEXT', sort: 60, shown: 'always' },
  { code: 'email', label: 'Email', input: 'TEXT', sort: 80, shown: 'always' },
  { code: 'dob', label: 'Date of Birth', input: 'DATE', sort: 90, shown: { configPath: 'customer/address/dob_show' } },
  {
    code: 'taxvat',
    label: 'Tax/VAT number',
    input: 'TEXT',
    sort: 100,
    shown: { configPath: 'customer/address/taxvat_show' },
  },
  {
    code: 'gender',
    label: 'Gender',
    input: 'SELECT',
    sort: 110,
    shown: { configPath: 'customer/address/gender_show' },
  },
]

/** Magento's customer forms (customer_form_attribute); the address forms have no attributes here. */
const CUSTOMER_FORMS = new Set(['customer_account_create', 'customer_account_edit'])

const GENDERS = [
  { value: '1', label: 'Male' },
  { value: '2', label: 'Female' },
  { value: '3', label: 'Not Specified' },
]

/** '' hides the attribute, 'req' requires it; the names and e-mail are always required. */
function visibility(ctx: Context, shown: Shown): { visible: boolean; required: boolean } {
  if (shown === 'always') return { visible: true, required: true }
  const setting = ctx.registry.config(ctx.store, shown.configPath) ?? ''
  return { visible: setting !== '', required: setting === 'req' }
}

function metadata(ctx: Context, attribute: Attribute, required: boolean) {
  return {
    __typename: 'CustomerAttributeMetadata' as const,
    code: attribute.code,
    label: ctx.translate(__(attribute.label)),
    entity_type: 'CUSTOMER' as const,
    frontend_input: attribute.input,
    frontend_class: null,
    default_value: null,
    input_filter: attribute.input === 'DATE' ? ('DATE' as const) : null,
    is_required: required,
    is_unique: false,
    multiline_count: 0,
    sort_order: attribute.sort,
    validate_rules: [],
    options:
      attribute.code === 'gender'
        ? GENDERS.map((g) => ({
            __typename: 'AttributeOptionMetadata' as const,
            value: g.value,
            label: ctx.translate(__(g.label)),
            is_default: false,
          }))
        : [],
  }
}

export const attributesForm: QueryResolvers['attributesForm'] = (_root, args, ctx) => {
  if (!CUSTOMER_FORMS.has(args.formCode)) return { items: [], errors: [] }
  const items = CUSTOMER_ATTRIBUTES.flatMap((attribute) => {
    const { visible, required } = visibility(ctx, attribute.shown)
    return visible ? [metadata(ctx, attribute, required)] : []
  })
  return { items, errors: [] }
}
