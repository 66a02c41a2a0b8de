import { Link, useLocation } from 'react-router';
import { formatMessage, messages, type Task } from '@portal/contract';
import { isNoHeader } from '../../../lib/header-visibility';
import { useTasks } from '../api/get-tasks';
import { taskActionTarget } from './task-action-link';
import './things-to-do.css';

const t = messages.tasks;
/** The id claim home's section has, so a form's refusal can link straight to it. */
export const THINGS_TO_DO_ID = 'things-to-do';

/**
 * Things to do (issue 32) below claim home's panels: the provider's open requests of this claim,
 * soonest due first (the server's order), an overdue one said in words as well as colour, each with its
 * one action opening the right form for that request. A list that fails to load says so calmly with
 * Try again; claim home above it never waits for it.
 */
export function ThingsToDo() {
  const tasks = useTasks();
  const location = useLocation();
  const titleId = `${THINGS_TO_DO_ID}-title`;
  return (
    <section className="things-to-do" id={THINGS_TO_DO_ID} aria-labelledby={titleId}>
      <h2 className="things-to-do__title" id={titleId}>
        {t.title}
      </h2>
      {tasks.isError && (
        <div className="things-to-do__failed">
          <p>{t.loadFailed}</p>
          <button
            type="button"
            className="button button--secondary"
            disabled={tasks.isFetching}
            onClick={() => void tasks.refetch()}
          >
            {t.retry}
          </button>
        </div>
      )}
      {tasks.data && tasks.data.Items.length === 0 && <p className="things-to-do__empty">{t.empty}</p>}
      {tasks.data && tasks.data.Items.length > 0 && (
        <ul className="things-to-do__list">
          {tasks.data.Items.map((task) => (
            <TaskItem key={task.TaskId} task={task} isNoHeader={isNoHeader(location)} />
          ))}
        </ul>
      )}
    </section>
  );
}

function TaskItem({ task, isNoHeader }: { task: Task; isNoHeader: boolean }) {
  const target = taskActionTarget(task, isNoHeader);
  const dueId = `task-${task.TaskId}-due`;
  return (
    <li className={`task-card${task.IsOverdue ? ' task-card--overdue' : ''}`}>
      <h3 className="task-card__title">{task.Title}</h3>
      <p className="task-card__due" id={dueId}>
        {formatMessage(task.IsOverdue ? t.overdue : t.due, { date: task.DueDate })}
      </p>
      {task.Detail && <p className="task-card__detail">{task.Detail}</p>}
      {target && task.Action !== 'none' && (
        <Link className="button button--primary task-card__action" to={target}>
          {t.actions[task.Action]}
          {/* Several requests may share an action's words: the link names its request too. */}
          <span className="visually-hidden">: {task.Title}</span>
        </Link>
      )}
    </li>
  );
}
