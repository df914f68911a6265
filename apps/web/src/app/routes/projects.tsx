import { PageTitle } from '../../components/ui/page-title.tsx';

/** /projects: the project list (spec part 1 §2), still to be built. */
export function ProjectsRoute() {
  return <PageTitle>Projetos</PageTitle>;
}
