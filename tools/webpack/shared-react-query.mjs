// What the '@tanstack/react-query' singleton provides (shared-libraries.js): the parts of TanStack
// Query the apps use. A shared module is bundled whole, so sharing the package itself put all of it
// on every page (hydration, suspense and multi-query hooks none of them use); through this module
// webpack keeps only what is named here. An app importing anything else gets undefined at run time:
// tools/test/shared-libraries.test.ts checks the apps' imports against this list.
export {
  keepPreviousData,
  QueryClient,
  QueryClientProvider,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from 'flora-whole-react-query';
