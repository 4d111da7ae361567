npm install @console/core @console/react @console/widgets @tanstack/react-query jotai react react-dom
