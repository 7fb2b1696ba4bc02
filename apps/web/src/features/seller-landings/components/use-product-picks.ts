import { useProductPicksQuery } from '../api';

export function useProductPicks(query: string): Array<{ id: number; name: string }> {
  const { data } = useProductPicksQuery(query, { skip: query.length < 2 });
  return query.length < 2 ? [] : (data?.items ?? []).map((p) => ({ id: p.id, name: p.name }));
}
