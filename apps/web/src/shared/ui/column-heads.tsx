/** A table's head: one row of column headers (scope="col"), one for each label, in order. */
export function ColumnHeads({ labels }: { labels: readonly string[] }) {
  return (
    <thead>
      <tr>
        {labels.map((label) => (
          <th key={label} scope="col">
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
