import { discountLabel } from '@koolers/contracts/promotions';
import { formatPaise } from '../../../lib/format.ts';
import { useWords } from '../../../lib/words.tsx';
import type { OrderDetail } from '../desk-api.ts';

/** The order's lines and how its total adds up: subtotal, delivery, the discount (the Coco Club member's or a code's), total. */
export function ItemsPanel({ order }: { order: OrderDetail }) {
  const words = useWords('deskOrders');
  return (
    <section className="desk-panel desk-panel--wide" aria-labelledby="items-heading">
      <h2 id="items-heading">{words.items}</h2>
      <table className="desk-table">
        <thead>
          <tr>
            <th scope="col">{words.item}</th>
            <th scope="col" className="number">
              {words.quantityShort}
            </th>
            <th scope="col" className="number">
              {words.price}
            </th>
            <th scope="col" className="number">
              {words.amount}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={`${line.ref}-${line.size}`}>
              <td>{line.size ? `${line.name} (${line.size})` : line.name}</td>
              <td className="number">{line.quantity}</td>
              <td className="number">{formatPaise(line.unitPricePaise)}</td>
              <td className="number">{formatPaise(line.lineTotalPaise)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              {words.subtotal}
            </th>
            <td className="number">{formatPaise(order.subtotalPaise)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={3}>
              {words.delivery}
            </th>
            <td className="number">{order.deliveryFeePaise ? formatPaise(order.deliveryFeePaise) : words.free}</td>
          </tr>
          {order.codFeePaise ? (
            <tr>
              <th scope="row" colSpan={3}>
                {words.codFee}
              </th>
              <td className="number">{formatPaise(order.codFeePaise)}</td>
            </tr>
          ) : null}
          {order.discountPaise > 0 && (
            <tr>
              <th scope="row" colSpan={3}>
                {discountLabel(order.discount)}
              </th>
              <td className="number">−{formatPaise(order.discountPaise)}</td>
            </tr>
          )}
          <tr>
            <th scope="row" colSpan={3}>
              {words.total}
            </th>
            <td className="number">
              <strong>{formatPaise(order.totalPaise)}</strong>
            </td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
