import { type RouteConfig, index, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('blog', 'routes/blog.tsx'),
  route('blog/page/articles', 'routes/blog.page.articles.tsx'),
  route('blog/:id', 'routes/blog.$id.tsx'),
  route('nothing-found', 'routes/not-found.tsx', { id: 'nothing-found' }),
  route('*', 'routes/not-found.tsx', { id: 'unknown-route' }),
] satisfies RouteConfig;
