import { create } from 'zustand'

/** A search main asked the list to show (a link); `n` tells a repeated one apart. */
export interface ListSearchAsk {
  query: string
  n: number
}

interface ListSearchState {
  asked: ListSearchAsk | null
  ask(query: string): void
}

/** Searches asked of the sidebar's list from outside it: a tokendesk:// link. */
export const useListSearch = create<ListSearchState>()((set, get) => ({
  asked: null,
  ask: (query) => set({ asked: { query, n: (get().asked?.n ?? 0) + 1 } }),
}))
