/*
| VineJS as the validators use it. VineJS 4.4.0's `.meta()` on a string,
| number, boolean or enum field compiles it with `allowNull: true` (the meta
| modifier's parse step copies the nullable modifier's), so every required
| field that carries a description accepted `null`: the property tests found
| `{"name": null}` passing the contact validation and failing the insert
| with a 500. Until that is fixed upstream, the meta modifier keeps the null
| handling of the schema it wraps (null stays an error for a required field;
| an optional field treats it as absent, as before).
*/
import vine from '@vinejs/vine'

const PARSE = Symbol.for('parse')

type Parse = (this: { allowNull?: boolean }, ...args: unknown[]) => { allowNull: boolean }

const literalMeta = Object.getPrototypeOf(vine.string().meta({})) as Record<symbol, Parse> & {
  keepsNullHandling?: true
}

if (!literalMeta.keepsNullHandling) {
  const parse = literalMeta[PARSE]
  literalMeta[PARSE] = function (this: { allowNull?: boolean }, ...args: unknown[]) {
    const output = parse.apply(this, args)
    output.allowNull = this.allowNull === true
    return output
  }
  literalMeta.keepsNullHandling = true
}

export default vine
