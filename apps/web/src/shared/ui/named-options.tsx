/** A select's options for records with an id and a name, after a first empty choice (e.g. "all", "choose…"). */
export function NamedOptions({ empty, items }: { empty: string; items: ReadonlyArray<{ id: number | string; name: string }> }) {
  return (
    <>
      <option value="">{empty}</option>
      {items.map((item) => (
        <option key={item.id} value={item.id}>
          {item.name}
        </option>
      ))}
    </>
  );
}
