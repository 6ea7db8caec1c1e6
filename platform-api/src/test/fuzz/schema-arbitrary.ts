import fc from 'fast-check';

/**
 * A fast-check arbitrary of plausible values for a valibot schema, read from the schema's own structure
 * (type, entries, options, pipe actions). It aims at valid values; the fuzz suite then mutates them and
 * asks valibot itself whether each payload is valid, so an imprecise guess here never makes a wrong test.
 */
interface SchemaNode {
  type: string;
  entries?: Record<string, SchemaNode>;
  options?: unknown[];
  wrapped?: SchemaNode;
  item?: SchemaNode;
  literal?: unknown;
  pipe?: { type: string; kind?: string; requirement?: unknown }[];
}

const asNode = (schema: unknown) => schema as SchemaNode;

function requirement(node: SchemaNode, type: string): unknown {
  return node.pipe?.find((action) => action.type === type)?.requirement;
}

function stringArbitrary(node: SchemaNode): fc.Arbitrary<string> {
  const regex = requirement(node, 'regex');
  if (regex instanceof RegExp) return fc.stringMatching(regex);
  if (node.pipe?.some((a) => a.type === 'iso_date'))
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
  if (node.pipe?.some((a) => a.type === 'email')) return fc.emailAddress();
  if (node.pipe?.some((a) => a.type === 'url')) return fc.webUrl();
  // A string turned into a number (query parameters): a number in the piped range.
  if (node.pipe?.some((a) => a.type === 'transform')) {
    const min = Number(requirement(node, 'min_value') ?? 0);
    const max = Number(requirement(node, 'max_value') ?? 1_000);
    return fc.integer({ min, max }).map(String);
  }
  const maxLength = Number(requirement(node, 'max_length') ?? requirement(node, 'length') ?? 40);
  const minLength = Number(requirement(node, 'min_length') ?? requirement(node, 'length') ?? 0);
  return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(maxLength, 60)) });
}

function numberArbitrary(node: SchemaNode): fc.Arbitrary<number> {
  const min = requirement(node, 'min_value');
  const max = requirement(node, 'max_value');
  const integer = node.pipe?.some((a) => a.type === 'integer');
  const bounds = {
    min: typeof min === 'number' ? min : -1_000_000,
    max: typeof max === 'number' ? max : 1_000_000,
  };
  return integer ? fc.integer(bounds) : fc.double({ ...bounds, noNaN: true, noDefaultInfinity: true });
}

export function arbitraryFor(schema: unknown, depth = 0): fc.Arbitrary<unknown> {
  const node = asNode(schema);
  switch (node.type) {
    case 'object':
    case 'strict_object':
    case 'loose_object': {
      const entries = node.entries ?? {};
      const required: string[] = [];
      const shape: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, child] of Object.entries(entries)) {
        shape[key] = arbitraryFor(child, depth + 1);
        const t = asNode(child).type;
        if (t !== 'optional' && t !== 'nullish' && t !== 'exact_optional') required.push(key);
      }
      return fc.record(shape, { requiredKeys: required });
    }
    case 'string':
      return stringArbitrary(node);
    case 'number':
      return numberArbitrary(node);
    case 'boolean':
      return fc.boolean();
    case 'literal':
      return fc.constant(node.literal);
    case 'picklist':
      return fc.constantFrom(...(node.options ?? [null]));
    case 'optional':
    case 'exact_optional':
    case 'nullish':
    case 'nullable':
      return node.wrapped ? arbitraryFor(node.wrapped, depth + 1) : fc.constant(null);
    case 'union':
    case 'variant':
      return fc.oneof(...(node.options ?? []).map((o) => arbitraryFor(o, depth + 1)));
    case 'array':
      return depth > 3 || !node.item
        ? fc.constant([])
        : fc.array(arbitraryFor(node.item, depth + 1), { maxLength: 4 });
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}
